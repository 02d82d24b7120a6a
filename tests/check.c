/* SPDX-License-Identifier: MIT */
/* The test framework's counters and closing line (check.h). */
#include "check.h"

int check_passed, check_failed, check_current_failed;

int check_done(void)
{
    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed > 255 ? 255 : check_failed;
}
