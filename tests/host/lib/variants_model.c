/* SPDX-License-Identifier: MIT */
/* The variant rules' model (variants_model.h). */
#include "variants_model.h"

/* The cells a press of (r, c) changes on an n x n grid, edges joined or not. */
uint32_t cross(uint8_t cell, uint8_t n, bool wrap)
{
    int r = cell / 5, c = cell % 5;
    static const int d[5][2] = {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    uint32_t m = 0;
    for (int i = 0; i < 5; i++) {
        int rr = r + d[i][0], cc = c + d[i][1];
        if (wrap) {
            rr = (rr + n) % n;
            cc = (cc + n) % n;
        } else if (rr < 0 || cc < 0 || rr >= n || cc >= n) {
            continue;
        }
        m |= 1ul << (5 * rr + cc);
    }
    return m;
}

/* A cell's state 0 off, 1 dim, 2 bright. */
unsigned state(lo_board_t b, uint8_t cell)
{
    return (b.p1 >> cell & 1u) + 2u * (b.p2 >> cell & 1u);
}

/* Three-state press model: every cell of the cross one step on, mod 3. */
lo_board_t step_cross(lo_board_t b, uint32_t cells)
{
    lo_board_t out = b;
    for (uint8_t i = 0; i < 25u; i++) {
        if (cells >> i & 1u) {
            unsigned s = (state(b, i) + 1u) % 3u;
            out.p1 = (out.p1 & ~(1ul << i)) | (uint32_t)(s == 1u) << i;
            out.p2 = (out.p2 & ~(1ul << i)) | (uint32_t)(s == 2u) << i;
        }
    }
    return out;
}

bool same(lo_board_t a, lo_board_t b)
{
    return a.p1 == b.p1 && a.p2 == b.p2;
}
