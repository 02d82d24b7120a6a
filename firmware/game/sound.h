/* SPDX-License-Identifier: MIT */
/* The game's sounds as frequency over time. */
#ifndef SOUND_H
#define SOUND_H

#include <stdint.h>

#define SOUND_CLICK_HZ 4000u  /* a move: 10 ms */
#define SOUND_CLICK_MS 10u
#define SOUND_BUZZ_HZ  200u   /* a refusal: 250 ms */
#define SOUND_BUZZ_MS  250u
#define SOUND_NOTE_MS  80u    /* a win: four rising notes */
#define SOUND_CHIRP_MS (4u * SOUND_NOTE_MS)

/* Frequency of sound tone (TONE_* in game_state.h) dt ms after it began;
 * 0 once it is over. */
uint16_t sound_freq(uint8_t tone, uint16_t dt);

#endif
