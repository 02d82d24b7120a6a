/* SPDX-License-Identifier: MIT */
/* Host fake of the supply: a level, and a slope to make it fall (fake_supply.h). */
#include "hal.h"
#include "fake.h"
#include "fake_supply.h"

static int32_t level_mv = FAKE_SUPPLY_MV;
static int32_t slope;          /* mV per second */
static uint64_t since_us;      /* when the level was set */
static uint32_t reads;

void fake_set_supply(uint16_t mv, int16_t mv_per_s)
{
    level_mv = mv;
    slope = mv_per_s;
    since_us = fake_now_us();
}

uint32_t fake_supply_reads(void)
{
    return reads;
}

uint16_t fake_supply_now(void)
{
    int64_t mv = level_mv + (int64_t)slope * (int64_t)(fake_now_us() - since_us) / 1000000;
    return (uint16_t)(mv < 0 ? 0 : mv > 0xFFFF ? 0xFFFF : mv);
}

uint16_t hal_supply_mv(void)
{
    reads++;
    return fake_supply_now();
}
