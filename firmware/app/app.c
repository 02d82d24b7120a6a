/* SPDX-License-Identifier: MIT */
/*
 * The application (app.h): frames in, events to the game, its image and
 * tone out, saves written in the background, auto-off.
 * - Keys are locked after boot and wake until every key has been up
 *   APP_QUIET_MS: the press that woke the chip is never a move.
 * - Auto-off counts from the last change of the key set, so a key held
 *   still (in a pocket) is no activity; the HAL wakes on new keys only.
 * - START held 2 s: dark at once, power-down once every key is up.
 * - The game runs on its own clock, which stands still while the game is
 *   off (from START held 2 s, or auto-off, to the wake; the self-test):
 *   every timer in it (Action's steps, intros, results, blinks, sounds)
 *   goes on after the wake from where it stopped.
 */
#include "app.h"
#include "battery.h"
#include "entropy.h"
#include "input.h"
#include "log.h"
#include "save.h"
#include "selftest.h"
#include "size.h"
#include "upgrade.h"

#include "parts.h"        /* calls to the parts left out compile away */
#include "fw_version.h"   /* FW_BOARD, FW_VERSION: written by the Makefile */

_Static_assert(GAME_RECORD_SIZE <= SAVE_PAYLOAD_MAX, "a save fits a record");

#define HINT_BIT (1ul << KEY_HINT)
#define FN_BITS  (0xFul << KEY_MODE)   /* MODE, HINT, UNDO, START */

static game_t game;
static input_t input;
/* The app's own state: app_frame reaches it through a pointer (size.h). */
typedef struct {
    uint16_t last_key_ms;     /* last frame with any key down (it times APP_QUIET_MS) */
    uint16_t changed;         /* when the key set last changed (auto_off_clock) */
    uint16_t last_frame;
    uint8_t saved_version;
    uint16_t clock_shift;     /* the game's clock (16 bits): hal_millis() less this */
    bool locked;              /* keys ignored until all up for APP_QUIET_MS */
} app_state_t;
static app_state_t app;
static bool off_pending;      /* START held 2 s: off once all keys are up (tests read it) */
static bool restart;          /* a low-battery stop: app_start again */

static const uint8_t dark[HAL_ROWS];
/* Auto-off counts 256 ms units in 16 bits (a byte shift of the ms): it
 * comes 179.97 to 180.23 s after the last change of the keys. */
#define AUTO_OFF_UNITS ((APP_AUTO_OFF_MS + 255u) / 256u)
static uint16_t auto_off_clock(uint32_t now) { return (uint16_t)(now >> 8); }

/* The end of every pass and wait: the log moves on, the watchdog is
 * kicked, and the chip idles until the next tick. */
static void idle(void)
{
    if (PART_LOG) {
        log_poll();
    }
    hal_wdt_kick();
    hal_idle();
}

const game_t *app_game(void)
{
    return &game;
}

void app_boot_image(uint16_t t, uint8_t rows[HAL_ROWS])
{
    uint8_t step = (uint8_t)(t / APP_BOOT_STEP_MS);  /* 16-bit: no long division */
    for (uint8_t r = 0; r < HAL_ROWS; r++) {
        uint8_t m = 0;
        for (uint8_t c = 5u; c-- > 0;) {
            uint8_t d = (uint8_t)(r + c);  /* diagonal 0..8 */
            bool lit = step < 9u ? d <= step : d > (uint8_t)(step - 9u);
            m = (uint8_t)(m << 1 | lit);
        }
        rows[r] = m;
    }
}

static void boot_animation(void)
{
    uint16_t t0 = (uint16_t)hal_millis();  /* 16 bits: it lasts < 1 s */
    uint16_t t;
    while ((t = (uint16_t)((uint16_t)hal_millis() - t0)) < APP_BOOT_MS) {
        uint8_t rows[HAL_ROWS];
        app_boot_image(t, rows);
        hal_show(rows);
        idle();
    }
    hal_show(dark);
}

static void say(FLASH char *line)
{
    if (PART_LOG) {
        log_line(line);
    }
}

/* Queue a save when the game changed since the last one. */
static void save_if_changed(const game_t *g)
{
    if (game_version(g) != app.saved_version && (!PART_BATTERY || battery_save_ok())) {
        game_record_t r;
        app.saved_version = game_version(g);
        game_record(g, &r);
        save_queue(&r);
        say(FSTR("save"));
    }
}

/* The game's clock at now (hal_millis). */
static uint16_t game_clock(const app_state_t *a, uint32_t now)
{
    return (uint16_t)((uint16_t)now - a->clock_shift);
}

/* Boot and wake: frames counted from here, keys locked, and the game's
 * clock goes on from its last call. */
static void resume(uint32_t now)
{
    off_pending = false;
    app.last_frame = hal_frame();
    app.locked = true;
    app.last_key_ms = (uint16_t)now;
    app.changed = auto_off_clock(now);
    app.clock_shift = (uint16_t)((uint16_t)now - game.now);
    input_init(&input);
}

static void power_off(bool auto_off)
{
    hal_show(dark);
    hal_buzzer(0);
    save_if_changed(&game);
    save_flush();
    say(auto_off ? FSTR("off auto") : FSTR("off start"));
    if (PART_LOG) {
        log_flush();
    }
    /* One whole dark frame first: the display ends on a clean frame. */
    uint16_t f = hal_frame();
    while ((uint16_t)(hal_frame() - f) < 2u) {
        idle();
    }
    hal_power_down();
    /* Awake: the clock goes on where it stopped (no tick asleep). */
    resume(hal_millis());
    say(FSTR("wake"));
}

/* HINT held at power-up: the builders' self-test, before the game. The
 * scan needs a frame or two to see the keys. HINT must be the only
 * function key down: a column that reads low on every row (a short, or
 * no pull-up yet) is no request. */
static void selftest_if_hint_held(void)
{
    uint16_t f = hal_frame();
    while ((uint16_t)(hal_frame() - f) < 3u) {
        idle();
    }
    if ((hal_keys() & FN_BITS) == HINT_BIT) {
        selftest_run();
    }
}

void app_start(void)
{
    if (PART_BATTERY) {
        restart = false;
    }
    hal_init();
    uint32_t jitter = hal_wdt_jitter();  /* before the watchdog is armed */
    hal_wdt_start();
    if (PART_LOG) {
        log_boot(FSTR(FW_BOARD), FSTR(FW_VERSION), hal_reset_cause());   /* in flash */
    }
    if (PART_BATTERY) {
        battery_boot();   /* before the first EEPROM write: the boot count */
    }
    save_init(GAME_SAVE_LAYOUT, GAME_RECORD_SIZE);
    entropy_init(save_boot_count());
    entropy_add(jitter);
    if (PART_SELFTEST) {
        selftest_if_hint_held();
    }
    game_t *g = SIZE_VIA_POINTER(&game);
    game_init(g, entropy_seed(), hal_millis());
    game_record_t r;   /* the newest valid one the game accepts; else older; else fresh */
    bool ok = save_load(&r);
    while (ok && !game_resume(g, &r)) {
        ok = save_load_older(&r);
    }
    /* Else the previous firmware's save, upgraded and saved anew at once. */
    bool upgraded = !ok && PART_UPGRADE && upgrade_load(g);
    app.saved_version = (uint8_t)(game_version(g) - upgraded);
    if (PART_LOG && PART_STATS) {
        log_stats(g);     /* it leaves during the animation */
    }
    boot_animation();     /* the game's clock waits */
    if (PART_LOG) {
        log_view_t none = { .phase = 0xFFu, .mode = 0xFFu };
        log_game(&none, g, EV_NONE);   /* the settings and the puzzle resumed */
    }
    resume(hal_millis());
}

/* One frame's work: frame f's keys, game, image, sound, saves, auto-off. */
static void app_frame(uint16_t f)
{
    uint32_t now = hal_millis();
    uint32_t raw = hal_keys_at(f);
    game_t *g = SIZE_VIA_POINTER(&game);
    input_t *in = SIZE_VIA_POINTER(&input);
    app_state_t *a = SIZE_VIA_POINTER(&app);
    uint8_t ev = input_frame(in, raw, now);
    if (raw) {
        a->last_key_ms = (uint16_t)now;
    }
    if (input_changed(in)) {
        a->changed = auto_off_clock(now);
    }
    uint16_t idle = (uint16_t)((uint16_t)now - a->last_key_ms);  /* ms with every key up */
    if (a->locked) {
        ev = EV_NONE;
        /* All up this long: the debounced set is empty too. */
        if (idle >= APP_QUIET_MS) {
            a->locked = false;
        }
    }
    bool auto_off = (uint16_t)(auto_off_clock(now) - a->changed) >= AUTO_OFF_UNITS;
    if (ev == EV_START_LONG) {
        off_pending = true;
    }
    if (off_pending || auto_off) {
        /* The game is off: not called, so its clock stands still. */
        if (auto_off || idle >= APP_QUIET_MS) {
            power_off(auto_off);
        } else {
            hal_show(dark);
            hal_buzzer(0);
        }
        return;
    }
    log_view_t was;
    if (PART_LOG) {
        log_look(g, &was);
    }
    uint16_t t = game_clock(a, now);
    if (ev != EV_NONE) {
        entropy_add(now);
        game_stir(g, entropy_seed());
        game_event(g, ev, t);
    }
    if (PART_SELFTEST && g->phase == PHASE_SELFTEST) {
        selftest_run();          /* menu row 4 col 4; keys locked after it */
        resume(hal_millis());    /* the game's clock still says t */
        game_event(g, EV_SELFTEST_END, t);
    }
    game_tick(g, t);
    if (PART_LOG) {
        log_game(&was, g, ev);
    }
    uint8_t rows[HAL_ROWS], dim[HAL_ROWS];
    game_render(g, t, rows, dim);
    if (PART_BATTERY && battery_frame(g->phase, rows, dim)) {
        restart = true;   /* as with new cells: from the last save, made in spec */
        return;
    }
    hal_brightness(g->bright);
    if (PART_VARIANTS) {
        hal_show_dim(rows, dim);   /* three-state: dim cells */
    } else {
        hal_show(rows);
    }
    hal_buzzer(game_tone(g, t));
    save_if_changed(g);
}

bool app_pass(void)
{
    /* Every frame in turn: after a long call, the ones it held up (as
     * many as the HAL keeps), one a pass. */
    uint16_t f = hal_frame(), behind = (uint16_t)(f - app.last_frame);
    if (behind) {
        if (HAL_KEY_FRAMES > 1u) {
            f = behind > HAL_KEY_FRAMES ? (uint16_t)(f - (HAL_KEY_FRAMES - 1u))
                                        : (uint16_t)(app.last_frame + 1u);
        }
        app.last_frame = f;
        app_frame(f);
    }
    save_poll();
    idle();
    return !(PART_BATTERY && restart);
}
