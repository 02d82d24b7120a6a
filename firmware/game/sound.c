/* SPDX-License-Identifier: MIT */
#include "sound.h"
#include "flash.h"
#include "game_state.h"

/* Win chirp: C6 E6 G6 C7. */
static FLASH uint16_t chirp[4] = {1047, 1319, 1568, 2093};

uint16_t sound_freq(uint8_t tone, uint16_t dt)
{
    switch (tone) {
    case TONE_CLICK:
        return dt < SOUND_CLICK_MS ? SOUND_CLICK_HZ : 0;
    case TONE_CHIRP:
        return dt < SOUND_CHIRP_MS ? chirp[dt / SOUND_NOTE_MS] : 0;
    case TONE_BUZZ:
        return dt < SOUND_BUZZ_MS ? SOUND_BUZZ_HZ : 0;
    default:
        return 0;
    }
}
