/* SPDX-License-Identifier: MIT */
/* lo rank / lo quiet: rank, nullity and quiet patterns of any m x n grid. */
#include <stdio.h>

#include "gf2.h"
#include "lo.h"

int lo_cmd_rank(int argc, char **argv, bool basis)
{
    static gf2_mat a;
    static gf2_vec null[GF2_MAX];
    if (argc != 2) {
        lo_usage_error("%s needs two arguments: M N (1..%d)", basis ? "quiet" : "rank",
                       GF2_MAX_SIDE);
    }
    int m = (int)lo_parse_int(argv[0], 1, GF2_MAX_SIDE, "M");
    int n = (int)lo_parse_int(argv[1], 1, GF2_MAX_SIDE, "N");
    gf2_press_matrix(&a, m, n);
    int k = gf2_null_basis(&a, null);
    printf("%dx%d: rank %d, nullity %d\n", m, n, m * n - k, k);
    if (!basis) {
        return 0;
    }
    for (int i = 0; i < k; i++) {
        printf("\nquiet pattern %d (%d presses):\n", i + 1, gf2_vec_weight(&null[i]));
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                printf("%s%c", c ? " " : "", gf2_get(&null[i], r * n + c) ? '#' : '.');
            }
            printf("\n");
        }
    }
    return 0;
}
