/* Plain UCT MCTS for Ultimate Tic-Tac-Toe (default rules: a won or drawn board is closed), for
 * tests/bench/bot_strength.py only: compiled by it on demand with the machine's C compiler.
 *
 * Protocol (stdin/stdout, one line each way): "SIMS C SEED M1 M2 ..." (the moves of the game so far, each 0..80,
 * 9 x board + cell) -> the chosen move. C is the exploration constant on the 0..1 value scale (a win 1, a draw
 * 1/2, a loss 0): UCB1 = mean + C sqrt(ln N / n). The usual formulation, value +1/-1 with constant 2.0, is C = 1;
 * the bench's old one (1/0 with constant 2.0) is C = 2.
 *
 * Each simulation descends by UCB1 from the root to a node not visited yet (a node's children are created
 * together when it is first passed through, in a random order, and each is visited once, in that order, before
 * UCB1 chooses among them; the root is expanded before the first simulation), then plays uniformly random moves
 * to the end; the result goes back up the path. The most-visited root move is played (the first of equals in
 * the random order).
 *
 * A line that starts with "V" ("V SIMS C SEED M1 M2 ...", for tests/bench/bot_tune.py's values) searches the same
 * way and answers "MOVE VALUE": VALUE is the most-visited root move's mean result for the side to move (0..1, a
 * draw 1/2), the position's value by a strong search, which the evaluation is fitted to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdint.h>

static unsigned char WIN[512];
static const int LINES[8][3] = {{0,1,2},{3,4,5},{6,7,8},{0,3,6},{1,4,7},{2,5,8},{0,4,8},{2,4,6}};

typedef struct {
    unsigned short mk[3][9];   /* marks per player per board (9-bit) */
    unsigned char boards[9];   /* 0 open, 1 X, 2 O, 3 drawn */
    unsigned short big[4];     /* boards by state */
    unsigned short closed;
    int forced, turn, result, ply;
} Game;

static void init_game(Game *g) { memset(g, 0, sizeof *g); g->forced = -1; g->turn = 1; }

static int popc(unsigned x) { return __builtin_popcount(x); }

static void push(Game *g, int m) {
    int p = g->turn, b = m / 9, c = m % 9;
    unsigned short mask = g->mk[p][b] | (1u << c);
    g->mk[p][b] = mask;
    if (!g->boards[b]) {
        if (WIN[mask]) { g->boards[b] = p; g->big[p] |= 1u << b; }
        else if ((mask | g->mk[3 - p][b]) == 0x1FF) { g->boards[b] = 3; g->big[3] |= 1u << b; }
    }
    g->closed = g->big[1] | g->big[2] | g->big[3];
    g->turn = 3 - p;
    g->ply++;
    g->forced = ((g->closed >> c) & 1) ? -1 : c;
    if (WIN[g->big[p]]) { g->result = p; g->forced = -1; }
    else if (g->closed == 0x1FF) { g->result = 3; g->forced = -1; }
}

static int legal(const Game *g, unsigned char *out) {
    int n = 0;
    if (g->result) return 0;
    for (int b = 0; b < 9; b++) {
        if (g->forced >= 0 ? b != g->forced : (g->closed >> b) & 1) continue;
        unsigned e = 0x1FF & ~(g->mk[1][b] | g->mk[2][b]);
        while (e) { int c = __builtin_ctz(e); e &= e - 1; out[n++] = 9 * b + c; }
    }
    return n;
}

static uint64_t rs;
static inline uint32_t rnd32(void) {
    rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27;
    return (uint32_t)((rs * 2685821657736338717ULL) >> 32);
}
static inline int rnd(int n) { return (int)(((uint64_t)rnd32() * (uint64_t)n) >> 32); }

static int playout(Game *g) {
    unsigned char ms[81];
    while (!g->result) {
        int n;
        if (g->forced >= 0) {
            int b = g->forced;
            unsigned e = 0x1FF & ~(g->mk[1][b] | g->mk[2][b]);
            int k = rnd(popc(e));
            while (k--) e &= e - 1;
            push(g, 9 * b + __builtin_ctz(e));
            continue;
        }
        n = legal(g, ms);
        push(g, ms[rnd(n)]);
    }
    return g->result;
}

/* the tree */
static int cap = 0, used = 0;
static int *visits, *first;
static unsigned char *count, *move;
static float *won;   /* value sum on the 0..1 scale, for the player who moved into the node */

static int new_nodes(int k) {
    if (used + k > cap) {
        cap = (used + k) * 2;
        visits = realloc(visits, cap * sizeof *visits); first = realloc(first, cap * sizeof *first);
        count = realloc(count, cap); move = realloc(move, cap); won = realloc(won, cap * sizeof *won);
        if (!visits || !first || !count || !move || !won) { fprintf(stderr, "out of memory\n"); exit(1); }
    }
    int f = used;
    used += k;
    for (int i = f; i < used; i++) { visits[i] = 0; first[i] = -1; count[i] = 0; won[i] = 0; }
    return f;
}

static void expand(int n, const Game *g) {
    unsigned char ms[81];
    int k = legal(g, ms);
    for (int i = k - 1; i > 0; i--) { int j = rnd(i + 1); unsigned char t = ms[i]; ms[i] = ms[j]; ms[j] = t; }
    int f = new_nodes(k);
    first[n] = f; count[n] = k;
    memcpy(move + f, ms, k);
}

static double best_value;   /* the chosen root move's mean result for the side to move (the "V" lines) */

static int search(const Game *root, int sims, double c) {
    int path[128];
    used = 0;
    new_nodes(1);
    expand(0, root);
    for (int s = 0; s < sims; s++) {
        Game g = *root;
        int n = 0, len = 1;
        path[0] = 0;
        while (!g.result) {
            if (first[n] < 0) expand(n, &g);
            int f = first[n], k = count[n];
            if (!visits[f + k - 1]) {
                n = f;
                while (visits[n]) n++;
                push(&g, move[n]);
                path[len++] = n;
                break;
            }
            double cl = c * c * log((double)visits[n]);
            int best = f;
            double bv = -1.0;
            for (int i = f; i < f + k; i++) {
                double v = won[i] / visits[i] + sqrt(cl / visits[i]);
                if (v > bv) { bv = v; best = i; }
            }
            n = best;
            push(&g, move[n]);
            path[len++] = n;
        }
        int r = g.result ? g.result : playout(&g);
        for (int d = 0; d < len; d++) {
            int i = path[d];
            visits[i]++;
            if (r == 3) won[i] += 0.5f;
            else if ((r == root->turn) == (d & 1)) won[i] += 1.0f;   /* depth d odd: moved into by the root's side */
        }
    }
    int f = first[0], best = f;
    for (int i = f; i < f + count[0]; i++) if (visits[i] > visits[best]) best = i;
    best_value = visits[best] ? won[best] / visits[best] : 0.5;
    return move[best];
}

int main(void) {
    for (int m = 0; m < 512; m++)
        for (int i = 0; i < 8; i++) {
            unsigned bits = (1u << LINES[i][0]) | (1u << LINES[i][1]) | (1u << LINES[i][2]);
            if ((m & bits) == bits) { WIN[m] = 1; break; }
        }
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        char *p = line, *e;
        int value = line[0] == 'V';
        if (value) p++;
        long sims = strtol(p, &e, 10); p = e;
        double c = strtod(p, &e); p = e;
        unsigned long long seed = strtoull(p, &e, 10); p = e;
        if (sims <= 0) break;
        Game g;
        init_game(&g);
        for (;;) {
            long m = strtol(p, &e, 10);
            if (e == p) break;
            p = e;
            push(&g, (int)m);
        }
        rs = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
        if (!rs) rs = 1;
        if (g.result) { printf("-1\n"); fflush(stdout); continue; }
        int m = search(&g, (int)sims, c);
        if (value) printf("%d %.4f\n", m, best_value);
        else printf("%d\n", m);
        fflush(stdout);
    }
    return 0;
}
