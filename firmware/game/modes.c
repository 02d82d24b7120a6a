/* SPDX-License-Identifier: MIT */
/*
 * Calls into the mode in play (modes.h), one switch each over the mode
 * list: a mode left out (PART_<NAME> 0) has no case and costs no code;
 * Classic takes the default.
 */
#include "modes.h"

/* How many modes are linked. */
#define COUNT(name, NAME, hooks) + PART_##NAME
enum { LINKED_N = 0 MODE_LIST(COUNT) };
#undef COUNT

bool mode_linked(uint8_t m)
{
    if (MODE_LINKED_MASK == (1ul << LINKED_N) - 1u) {
        return m < LINKED_N;   /* the first modes of the list */
    }
    return m < GAME_MODES && (MODE_LINKED_MASK >> m & 1u);
}

void mode_deal(game_t *g)
{
    switch (g->mode) {
#define DEAL(name, NAME, hooks) case GAME_##NAME: if (PART_##NAME) { name##_deal(g); return; } break;
    MODE_LIST(DEAL)
#undef DEAL
    }
    classic_deal(g);
}

bool mode_won(game_t *g)
{
    switch (g->mode) {
#define WON(name, NAME, hooks) case GAME_##NAME: if (PART_##NAME) { return name##_won(g); } break;
    MODE_LIST(WON)
#undef WON
    }
    return classic_won(g);
}

uint8_t mode_key(game_t *g, uint8_t ev)
{
    switch (g->mode) {
#define KEY(name, NAME, hooks) case GAME_##NAME: if (PART_##NAME) { return name##_key(g, ev); } break;
    MODE_LIST(KEY)
#undef KEY
    }
    return classic_key(g, ev);
}

void mode_tick(game_t *g)
{
    switch (g->mode) {
#define TICK(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_TICK)) { name##_tick(g); } break;
    MODE_LIST(TICK)
#undef TICK
    }
}

int8_t mode_valid(const game_save_t *s)
{
    switch (s->mode) {
#define VALID(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_VALID)) { return name##_valid(s); } break;
    MODE_LIST(VALID)
#undef VALID
    }
    return -1;
}

void mode_press(game_t *g)
{
    switch (g->mode) {
#define PRESS(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_PRESS)) { name##_press(g); } break;
    MODE_LIST(PRESS)
#undef PRESS
    }
}

uint32_t mode_dim(const game_t *g, uint32_t img)
{
    switch (g->mode) {
#define DIM(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_DIM)) { return name##_dim(g, img); } break;
    MODE_LIST(DIM)
#undef DIM
    }
    return 0;
}

uint8_t mode_stats(const game_t *g, uint8_t *text)
{
    switch (g->mode) {
#define STATS(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_STATS)) { return name##_stats(g, text); } break;
    MODE_LIST(STATS)
#undef STATS
    }
    return 0;
}

uint8_t mode_chip(const game_t *g)
{
    switch (g->mode) {
#define CHIP(name, NAME, hooks) \
    case GAME_##NAME: if (PART_##NAME && ((hooks) & MODE_CHIP)) { return name##_chip(g); } break;
    MODE_LIST(CHIP)
#undef CHIP
    }
    return CHIP_NONE;
}
