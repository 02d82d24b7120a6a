/* SPDX-License-Identifier: MIT */
/*
 * The glue: HAL frames in, input events to the game, its image and tone
 * out, saves written in the background, auto-off. All work runs here, once
 * per multiplex frame (2.5 ms); the tick ISR only scans, and the chip
 * idles between ticks. Host tests include this file with MAIN_NO_ENTRY.
 */
#include "entropy.h"
#include "game.h"
#include "hal.h"
#include "input.h"
#include "save.h"

#define BOOT_STEP_MS 44u                  /* 18 steps: 792 ms, <= 1 s */
#define BOOT_MS      (18u * BOOT_STEP_MS)
#define AUTO_OFF_MS  (3ul * 60ul * 1000ul)  /* no key for 3 minutes */
#define QUIET_MS     50u   /* all keys up this long ends a wake/boot press */

static game_t game;
static input_t input;
static uint16_t last_frame;
static uint16_t saved_version;
static uint32_t last_key_ms;  /* last frame with any key down */
static uint32_t changed_ms;   /* when the key set last changed: a key held
                               * still (in a pocket) is no activity */
static bool locked;           /* keys ignored until all up for QUIET_MS */
static bool off_pending;      /* START held 2 s: dark, off once all keys
                               * are up */

static const uint8_t dark[HAL_ROWS];

/* Start-up animation at t ms: a diagonal sweep fills the grid, then
 * empties it. */
static void boot_image(uint16_t t, uint8_t rows[HAL_ROWS])
{
    uint8_t step = (uint8_t)(t / BOOT_STEP_MS);  /* 16-bit: no long division */
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
    while ((t = (uint16_t)((uint16_t)hal_millis() - t0)) < BOOT_MS) {
        uint8_t rows[HAL_ROWS];
        boot_image(t, rows);
        hal_show(rows);
        hal_wdt_kick();
        hal_idle();
    }
    hal_show(dark);
}

/* Queue a save when the game changed since the last one. */
static void save_if_changed(void)
{
    if (game_version(&game) != saved_version) {
        game_save_t s;
        saved_version = game_version(&game);
        game_snapshot(&game, &s);
        save_queue(&s);
    }
}

/* Boot and wake: frames counted from here, and keys ignored until every
 * key has been up QUIET_MS. */
static void resume(uint32_t now)
{
    off_pending = false;
    last_frame = hal_frame();
    locked = true;
    last_key_ms = now;
    changed_ms = now;
    input_init(&input);
}

static void power_off(void)
{
    hal_show(dark);
    hal_buzzer(0);
    save_if_changed();
    save_flush();
    /* One whole dark frame first: the display ends on a clean frame. */
    uint16_t f = hal_frame();
    while ((uint16_t)(hal_frame() - f) < 2u) {
        hal_wdt_kick();
        hal_idle();
    }
    hal_power_down();
    /* Awake again: the waking press is not a move, and the game resumes
     * with the clock where it stopped (the tick does not run asleep). */
    resume(hal_millis());
}

static void app_start(void)
{
    hal_init();
    uint32_t jitter = hal_wdt_jitter();  /* before the watchdog is armed */
    hal_wdt_start();
    save_init(GAME_SAVE_LAYOUT, (uint8_t)sizeof(game_save_t));
    entropy_init(save_boot_count());
    entropy_add(jitter);
    boot_animation();
    uint32_t now = hal_millis();
    game_init(&game, entropy_seed(), now);
    game_save_t s;
    /* Newest valid record the game accepts; else an older one; else fresh. */
    bool ok = save_load(&s);
    while (ok && !game_restore(&game, &s, now)) {
        ok = save_load_older(&s);
    }
    saved_version = game_version(&game);
    resume(now);
}

/* One frame's work: keys, game, image, sound, saves, auto-off. */
static void app_frame(void)
{
    uint32_t now = hal_millis();
    uint32_t raw = hal_keys();
    uint8_t ev = input_frame(&input, raw, now);
    if (raw) {
        last_key_ms = now;
    }
    if (input.same == 1u) {  /* the raw key set changed this frame */
        changed_ms = now;
    }
    uint32_t idle = now - last_key_ms;  /* ms with every key up */
    if (locked) {
        ev = EV_NONE;
        /* All up this long: the debounced set is empty too (it follows
         * within INPUT_STABLE_FRAMES frames). */
        if (idle >= QUIET_MS) {
            locked = false;
        }
    }
    /* Auto-off goes even with a key stuck down: the HAL wakes on new keys. */
    bool auto_off = now - changed_ms >= AUTO_OFF_MS;
    if (ev == EV_START_LONG) {
        off_pending = true;
    }
    if (off_pending || auto_off) {
        if (auto_off || idle >= QUIET_MS) {  /* START: once every key is up */
            power_off();
        } else {
            hal_show(dark);
            hal_buzzer(0);
        }
        return;
    }
    if (ev != EV_NONE) {
        entropy_add(now);
        game_stir(&game, entropy_seed());
        game_event(&game, ev, now);
    }
    uint8_t rows[HAL_ROWS];
    game_render(&game, now, rows);
    hal_show(rows);
    hal_buzzer(game_tone(&game, now));
    save_if_changed();
}

/* One pass of the main loop: a frame's work when a new frame is in. */
static void app_pass(void)
{
    uint16_t f = hal_frame();
    if (f != last_frame) {
        last_frame = f;
        app_frame();
    }
    save_poll();
    hal_wdt_kick();
    hal_idle();
}

#ifndef MAIN_NO_ENTRY
int main(void)
{
    app_start();
    for (;;) {
        app_pass();
    }
}
#endif
