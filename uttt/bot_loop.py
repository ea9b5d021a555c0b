"""The search's inner loop (uttt.bot_search.Thinker.step): negamax alpha-beta over an explicit stack.

Kept apart from uttt/bot_search.py so that neither module is large: MicroPython compiles a .py file in one
piece, with a peak that grows with it. See uttt.bot_search for the search and its work area.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

WIN_SCORE = const(1000000)   # a won game scores WIN_SCORE - ply (as in uttt.bot_eval)
_SURE = const(999000)        # scores beyond this are proven wins or losses
_INF = const(1 << 29)
_MVCAP = const(384)          # the move stack's size (uttt.bot_search)
_TTN = const(256)            # the hash-move table (uttt.bot_search)
_TTBITS = const(8)
_TV = const(31)              # the frontier table's slots for front_*'s answer (uttt.bot_eval)
_TM = const(32)
_TU = const(33)
_TTQ = const(29)


class Search:
    """The loop of uttt.bot_search.Thinker, which holds the state it works on."""

    # The Thinker's defaults, kept on the class and set on an instance only where they differ, and its work
    # area's arrays read from the area, not bound to attributes: a Thinker's member table then holds 18-23
    # entries (a 23-slot table, 184 bytes; 30 took 37 slots, 296 bytes, and 43 took 47, 376 bytes: the
    # allocation a full heap failed first while the computer played, docs/memory.md). Here, not in
    # uttt/bot_search.py, which must still compile from .py in a 64K heap (tests/test_device_memory.py).
    max_depth = 24            # uttt.bot_search's _MAXD, the deepest iteration (tests/test_bot_ponder.py checks)
    cancelled = False
    cand = -1                 # uttt.ponder's: the player's move that a reply search answers
    _copy = False
    _keep = False
    _exact = False
    _scores = None
    _noise = None
    _sd = -1                  # the stack's depth when stop() or freeze() stopped an iteration
    whole = False             # the whole budget is work to do (uttt.ponder's jobs, uttt.bot_ref's reference):
    #                           no stop rule (_over)
    pause = False             # uttt.review's and the computer's searches (uttt.ui.computer): a step stops before an
    #                           iteration's end that sorts many root moves, and returns None (rate28, frames31; the
    #                           units then fall otherwise at the budget's end, +-1)

    def _over(self):
        # No new iteration (uttt.bot_search.Thinker's iteration end, and a frozen search taken up at one): a proven
        # win or loss, the deepest one done, the budget spent, or (the stop rule, issue 20, stop29) more units
        # spent than are left: the next iteration, a few times the cost of all before it, would be cut off and
        # its work thrown away. A search that spends its ``whole`` budget goes on: a Ponder's job (frozen and
        # taken up again: nothing is lost) and the reference search (it judges). See docs/bot.md. Here, not in
        # uttt/bot_search.py, for its 64K compile (tests/test_device_memory.py); uttt.bot_super has its own.
        sc = self.score
        u = self.units
        b = self.budget
        return (sc > _SURE or sc < -_SURE or self.depth >= self.max_depth or self.depth >= 81 - self._g.ply
                or u >= b or (u + u > b and not self.whole))

    def step(self, units=64):
        """Do at most ``units`` work units; True when done (then ``move`` holds the answer)."""
        if self.done:
            return True
        if self._area is None:
            self.start()  # (uttt.bot_search.Thinker's set-up, think51: a move found at once is done)
            if self.done:
                return True
        g = self._g   # (g._push and g.undo called as methods: a bound method kept in a local is an object made
        #               per step, 32 bytes of garbage a chunk, several a frame: tests/bench/work_alloc.py)
        ult = self._ult
        gen, prep, front, leaf = self._kit
        # the work area's arrays (uttt.bot_search.new_area), read from it: none is an attribute of the Thinker
        (mv, base, cnt, idx, alpha, beta, best, killer, scratch, bm, key, full, nw, ttc, ttm, rv, T) = self._area
        noise = self._noise
        amp = self._amp
        exact = self._exact
        pvs0 = not (amp or exact)
        d = self._d
        depth = self._iter
        budget = self.budget
        done = self.units
        start = done
        limit = done + max(1, units)
        while done < limit:
            i = idx[d]
            n = cnt[d]
            if i < n:
                if d and d + 1 >= depth:
                    # a frontier node: its moves lead to leaves, scored in one batch (at most the slice and
                    # the budget left; a move scored in full takes two units: the first of a slice may)
                    cap = (limit if limit < budget else budget) - done
                    if cap < 2 and (done == start or budget - done < 2):
                        cap = 2
                    o = base[d]
                    j = front(g, mv, o + i, o + n, best[d], beta[d], T, cap) - o
                    if j == i:
                        break     # the next move needs two units, the slice has one
                    done += T[_TU]
                    v = T[_TV]
                    if v > best[d]:
                        best[d] = v
                        bm[d] = T[_TM]
                        if v >= beta[d]:
                            j = n
                            killer[d] = bm[d]
                    idx[d] = j
                    if done >= budget:
                        break
                    continue
                if limit - done < 2 and done > start and d + 2 >= depth:
                    break         # the next position may take two units (a full evaluation), the slice has one
                idx[d] = i + 1
                m = mv[base[d] + i]
                done += 1
                if d + 1 >= depth:
                    # the root of the first iteration: its moves lead to leaves
                    front(g, mv, i, i + 1, -_INF, _INF, T, 2)
                    done += T[_TU] - 1
                    v = T[_TV]
                else:
                    mover = g.turn
                    g._push(m)
                    r = g.result
                    if r:
                        if r == 3:
                            v = 0
                        elif r == mover:
                            v = WIN_SCORE - g.ply
                        else:
                            v = g.ply - WIN_SCORE
                        g.undo()
                    elif base[d] + n + 81 > _MVCAP:
                        # no room on the move stack (free moves on a long path): score the position as a leaf
                        v = -leaf(g, T)
                        g.undo()
                    else:
                        # open the node at ply d + 1
                        a = alpha[d]
                        b = beta[d]
                        if amp and not d:
                            # the window of a root move, shifted by its noise: a bound stays a bound
                            a -= noise[m] - amp
                            b -= noise[m] - amp
                        o = base[d] + n
                        d += 1
                        base[d] = o
                        hm = 255
                        if ult:
                            h = key[d - 1] if d > 1 else self._ch
                            h ^= ((2 * m + mover) * 40503) & 0xFFFF
                            key[d] = h
                            h ^= ((g.forced + 201) * 40503) & 0xFFFF
                            t = h & (_TTN - 1)
                            if ttc[t] == (h >> _TTBITS) | 128:
                                hm = ttm[t]
                        if d + 1 >= depth:
                            prep(g, T)    # a full evaluation: a unit of its own
                            done += 1
                            cnt[d] = gen(g, mv, o, killer[d], scratch, hm, g.closed | T[_TTQ] if ult else -1)
                        else:
                            cnt[d] = gen(g, mv, o, killer[d], scratch, hm)
                        idx[d] = 0
                        bm[d] = 255
                        if exact and d == 1:
                            alpha[1] = -_INF
                            beta[1] = _INF
                            nw[0] = 0
                        elif i and not full[d - 1] and b - a > 1 and (d > 1 or pvs0):
                            # not the first move of a full-window node: a null window, searched again if it
                            # fails high
                            alpha[d] = -a - 1
                            beta[d] = -a
                            nw[d - 1] = 1
                        else:
                            alpha[d] = -b
                            beta[d] = -a
                            nw[d - 1] = 0
                        full[d - 1] = 0
                        full[d] = 0
                        best[d] = -_INF
                        continue
            else:
                if d == 0:
                    if done > start and n > 16 and self.pause:
                        break     # the iteration's end sorts n root moves (a free move's: 5-35 ms of a PyBadge,
                        #           rate28; ~6 ms at most since think42's sort): first in the next step, which
                        #           the rating gives a frame of its own
                    self.units = done
                    self._d = 0
                    if self._end_iteration():
                        self._finish(self.move, self.score)
                        return True
                    depth = self._iter
                    continue
                # the node at ply d is finished: remember its best move, hand its value to its parent
                v = -best[d]
                if ult and bm[d] != 255:
                    h = key[d] ^ (((g.forced + 201) * 40503) & 0xFFFF)
                    t = h & (_TTN - 1)
                    ttc[t] = (h >> _TTBITS) | 128
                    ttm[t] = bm[d]
                g.undo()
                d -= 1
                m = mv[base[d] + idx[d] - 1]
                if nw[d]:
                    nw[d] = 0
                    if v > alpha[d] and v < beta[d]:
                        # the null window failed high inside the real one: search this move again, full window
                        idx[d] -= 1
                        full[d] = 1
                        continue
            # child value v for move m at ply d
            if d == 0:
                if amp and v > -_SURE and v < _SURE:
                    v += noise[m] - amp
                rv[m] = v
            if v > best[d]:
                best[d] = v
                bm[d] = m
                if d == 0:
                    self._iter_move = m
                if v > alpha[d]:
                    if not (exact and d == 0):
                        alpha[d] = v
                    if v >= beta[d]:
                        idx[d] = cnt[d]
                        killer[d] = m
            if done >= budget and depth > 1:
                break
        self._d = d
        self.units = done
        if done >= budget and depth > 1:
            # out of budget mid-iteration (depth 1 always finishes: it is at most 81 units)
            self.stop()
            return True
        if self.pause and not d and self._nr > 16 and idx[0] >= cnt[0]:
            return None   # an iteration's end that sorts many root moves is next: None, so that it starts a frame
        return False      # (uttt.ui.main.Clock.work; rate28 for the analysis, frames31 for the computer's search)
