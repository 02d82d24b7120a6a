/* SPDX-License-Identifier: MIT */
/* The save tests' driver (save_driver.h). */
#include "save_driver.h"

state_t make(uint32_t n)
{
    state_t s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.board = (n * 2654435761u) & 0x1FFFFFFu;
    s.level = (uint8_t)(n / 7u);
    s.moves = (uint8_t)n;
    s.hints = (uint8_t)(n % 5u);
    s.mode = (uint8_t)(n % 3u);
    for (unsigned i = 0; i < sizeof s.undo; i++) {
        s.undo[i] = (uint8_t)(n - i);
    }
    return s;
}

void boot(void)
{
    fake_eeprom_power_on();
    save_init(LAYOUT, sizeof(state_t));
}

/* Poll until idle; false if it never gets there. */
bool drain(void)
{
    for (int i = 0; i < 10000; i++) {
        if (save_idle()) {
            return true;
        }
        save_poll();
    }
    return false;
}

bool save_n(uint32_t n)
{
    state_t s = make(n);
    save_queue(&s);
    return drain();
}

/* n of the loaded state, or -1 if none. */
int64_t loaded(void)
{
    state_t s;
    memset(&s, 0xEE, sizeof s);
    if (!save_load(&s)) {
        return -1;
    }
    state_t want = make(s.n);
    if (memcmp(&s, &want, sizeof s) != 0) {
        return -2;  /* garbage */
    }
    return s.n;
}

static uint32_t rng = 12345u;  /* rnd's fixed sequence */
uint32_t rnd(void)
{
    return prng_next(&rng);
}
