/* SPDX-License-Identifier: MIT */
/* The supply check (battery.h). Times are counted in frames (2.5 ms):
 * 16-bit counters, small enough for the 8 KB board. */
#include "battery.h"

#include "battery_config.h"   /* VCC_MIN_MV, VCC_WARN_MV (board.mk) */
#include "game_state.h"
#include "hal_tick.h"
#include "log.h"
#include "parts.h"
#include "size.h"

/* The datasheet's safe operating area (ATmega328P, 88PA, 32U4, 2560):
 * 1.8 V up to 4 MHz, then linear to 2.7 V at 10 MHz and 4.5 V at 20 MHz. */
#define SOA_MV(f) ((f) <= 4000000ul ? 1800ul : (f) <= 10000000ul \
    ? 1800ul + ((f) - 4000000ul) / 6667ul : 2700ul + ((f) - 10000000ul) / 5556ul)
#ifdef F_CPU
_Static_assert(VCC_MIN_MV >= SOA_MV(F_CPU), "VCC_MIN_MV under the datasheet's minimum for F_CPU");
#endif
_Static_assert(VCC_WARN_MV > VCC_MIN_MV, "the warning band lies above the minimum");

#define FRAME_US   (HAL_ROWS * HAL_TICK_US)
#define FRAMES(ms) ((uint16_t)((ms) * 1000ul / FRAME_US))
#define BLINK_FRAMES FRAMES(BATTERY_BLINK_STEP)
_Static_assert((BLINK_FRAMES & (BLINK_FRAMES - 1u)) == 0, "a blink step is a power of two frames");

/* battery_frame reaches these through a pointer (size.h). */
typedef struct {
    uint16_t to_check;        /* frames to the next check */
    uint16_t blink;           /* frames of the warning left */
    uint8_t last_phase;
} battery_state_t;
static battery_state_t bat;
static uint16_t mv;           /* the last measurement */
static uint8_t level;         /* its BATTERY_* level */

/* The sign over rows (a dim cell under it shows bright). */
SIZE_ONE_COPY static void draw_sign(uint8_t rows[HAL_ROWS], uint8_t dim[HAL_ROWS])
{
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        rows[r] = 0;
        dim[r] = 0;
    }
    rows[1] = BATTERY_SIGN_ROW1;
    rows[2] = BATTERY_SIGN_ROW2;
    rows[3] = BATTERY_SIGN_ROW3;
}

uint16_t battery_mv(void)
{
    return mv;
}

uint8_t battery_level(void)
{
    return level;
}

static uint8_t measure(void)
{
    uint16_t v = hal_supply_mv();
    uint8_t l = v < VCC_MIN_MV ? BATTERY_EMPTY : v < VCC_WARN_MV ? BATTERY_LOW : BATTERY_OK;
    mv = v;
    level = l;
    return l;
}

bool battery_save_ok(void)
{
    return measure() != BATTERY_EMPTY;
}

static void say_volts(void)
{
    if (PART_LOG) {
        log_volts(mv);
    }
}

/* Show rows for n frames, the log and the watchdog going on. */
static void show_for(const uint8_t rows[HAL_ROWS], uint16_t n)
{
    hal_show(rows);
    uint16_t f = hal_frame();
    while ((uint16_t)(hal_frame() - f) < n) {
        if (PART_LOG) {
            log_poll();
        }
        hal_wdt_kick();
        hal_idle();
    }
}

/* Under the minimum: the sign, then power-down, until a key wakes it at a
 * good supply. Nothing here writes the EEPROM. */
static void stop(void)
{
    do {
        hal_buzzer(0);
        if (PART_LOG) {
            say_volts();
            log_line(FSTR("off battery"));
        }
        uint8_t rows[HAL_ROWS], dim[HAL_ROWS];
        draw_sign(rows, dim);
        show_for(rows, FRAMES(BATTERY_SIGN_MS));
        hal_power_down();
        if (PART_LOG) {
            log_line(FSTR("wake"));
        }
    } while (measure() == BATTERY_EMPTY);
}

/* Measure, and warn (the sign blinks) when low. */
SIZE_ONE_COPY static void warn(void)
{
    measure();
    bat.blink = level == BATTERY_LOW ? (uint16_t)(6u * BLINK_FRAMES) : 0u;
}

void battery_boot(void)
{
    if (measure() == BATTERY_EMPTY) {
        stop();
    }
    warn();
    say_volts();
    bat.to_check = FRAMES(BATTERY_EVERY_MS);
}

bool battery_frame(uint8_t phase, uint8_t rows[HAL_ROWS], uint8_t dim[HAL_ROWS])
{
    battery_state_t *b = SIZE_VIA_POINTER(&bat);
    /* Every BATTERY_EVERY_MS; at once after a save refused as under the
     * minimum, to stop. */
    if (!--b->to_check || level == BATTERY_EMPTY) {
        b->to_check = FRAMES(BATTERY_EVERY_MS);
        if (measure() == BATTERY_EMPTY) {
            stop();
            return true;
        }
    }
    if (phase == PHASE_MENU && b->last_phase != PHASE_MENU) {
        warn();
        if (b->blink) {
            say_volts();
        }
    }
    b->last_phase = phase;
    if (b->blink && (--b->blink & BLINK_FRAMES)) {
        draw_sign(rows, dim);
    }
    return false;
}
