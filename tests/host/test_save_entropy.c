/* SPDX-License-Identifier: MIT */
/* Seeds: reproducible for the same inputs, different for each boot and for
 * each key timing; the boot counter comes from EEPROM through save.c. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "entropy.h"
#include "save.h"
#include "host/fake_eeprom.h"

static uint32_t seed_for(uint32_t boot, const uint32_t *samples, int n)
{
    entropy_init(boot);
    for (int i = 0; i < n; i++) {
        entropy_add(samples[i]);
    }
    return entropy_seed();
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

TEST(same_inputs_same_seed)
{
    const uint32_t t[] = { 1200, 1950, 2311, 4020 };
    CHECK_EQ(seed_for(7, t, 4), seed_for(7, t, 4));
    CHECK_EQ(seed_for(0, NULL, 0), seed_for(0, NULL, 0));
}

TEST(every_boot_differs)
{
    /* The pool is a bijection of the counter: no two boots share a seed. */
    enum { N = 200000 };
    static uint32_t s[N];
    for (uint32_t i = 0; i < N; i++) {
        s[i] = seed_for(i, NULL, 0);
        CHECK(s[i] != 0);
    }
    qsort(s, N, sizeof s[0], cmp_u32);
    int dup = 0;
    for (uint32_t i = 1; i < N; i++) {
        dup += s[i] == s[i - 1];
    }
    CHECK_EQ(dup, 0);
}

TEST(timing_changes_the_seed)
{
    /* One millisecond later on one press flips about half the bits. */
    uint32_t t[3] = { 1000, 2000, 3000 };
    unsigned flips = 0, n = 0;
    for (uint32_t d = 0; d < 1000; d++) {
        t[1] = 2000 + d;
        uint32_t a = seed_for(5, t, 3);
        t[1] = 2000 + d + 1;
        uint32_t b = seed_for(5, t, 3);
        CHECK(a != b);
        flips += (unsigned)__builtin_popcount(a ^ b);
        n++;
    }
    CHECK(flips > n * 14u && flips < n * 18u);
    /* Order matters too. */
    uint32_t u[2] = { 10, 20 }, v[2] = { 20, 10 };
    CHECK(seed_for(1, u, 2) != seed_for(1, v, 2));
}

TEST(boot_counter_from_eeprom_gives_new_seeds)
{
    fake_eeprom_reset(1024, 0xFF);
    uint32_t seen[50];
    for (int i = 0; i < 50; i++) {
        fake_eeprom_power_on();
        save_init(1, 16);
        entropy_init(save_boot_count());
        save_flush();
        seen[i] = entropy_seed();
        for (int j = 0; j < i; j++) {
            CHECK(seen[j] != seen[i]);
        }
    }
    /* A fresh EEPROM replays the same sequence: reproducible in simulation. */
    fake_eeprom_reset(1024, 0xFF);
    for (int i = 0; i < 50; i++) {
        save_init(1, 16);
        entropy_init(save_boot_count());
        save_flush();
        CHECK_EQ(entropy_seed(), seen[i]);
    }
}

int main(void)
{
    RUN(same_inputs_same_seed);
    RUN(every_boot_differs);
    RUN(timing_changes_the_seed);
    RUN(boot_counter_from_eeprom_gives_new_seeds);
    return check_done();
}
