/* SPDX-License-Identifier: MIT */
/*
 * Real-time play in the terminal: raw keyboard in, ANSI screen out.
 * Simulated time is paced to the wall clock in PLAYER_SLICE_MS steps.
 * Terminals report key repeats, not key-ups, so a keystroke is a press:
 * down PLAYER_TAP_MS, up, then a gap before the next queued keystroke.
 * The same key typed again while it is down is a second press: the first
 * is released (once down long enough to count) and the key pressed again.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "keys.h"
#include "player_int.h"

#define PLAYER_TAP_MS 100.0  /* a keystroke holds the key this long */
#define PLAYER_GAP_MS 60.0   /* all keys up between two keystrokes */
#define PLAYER_MIN_MS 30.0   /* down at least this long: past the debounce */
#define QUEUE_LEN 8
#define BLINK_DRAWS 24       /* draws (~0.8 s) searched for a blink */

static struct termios saved_tio;
static bool raw_on;
static volatile sig_atomic_t quit_sig;

/* Keystrokes waiting, the key down now (-1: none) and its release time. */
static struct {
    int queue[QUEUE_LEN];
    int n;
    int key;
    double down_at, up_at, next_at;
} press = { .key = -1 };

static player_tones_t tone;
static uint32_t drawn[BLINK_DRAWS];  /* the last images drawn, newest first */

static void on_signal(int sig) { quit_sig = sig; }

/* Cells dim over the last three draws: a three-state dim cell, not one
 * that came on or went off inside a draw (a scroll, a move). */
static uint32_t steady_dim(uint32_t dim)
{
    static uint32_t before[2];
    uint32_t steady = dim & before[0] & before[1];
    before[1] = before[0];
    before[0] = dim;
    return steady;
}

/* Cells that went on or off three times or more over the last draws: a
 * hint or a verdict blinking (a move flips a cell once). */
static uint32_t blinking(uint32_t lit)
{
    memmove(drawn + 1, drawn, sizeof drawn - sizeof drawn[0]);
    drawn[0] = lit;
    uint32_t once = 0, twice = 0, more = 0;
    for (int i = 1; i < BLINK_DRAWS; i++) {
        uint32_t flip = drawn[i] ^ drawn[i - 1];
        more |= twice & flip;
        twice |= once & flip;
        once |= flip;
    }
    return more;
}

static void term_restore(void)
{
    if (raw_on) {
        fputs("\033[0m\033[?25h\033[?1049l", stdout);
        fflush(stdout);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_tio);
        raw_on = false;
    }
}

static int term_raw(void)
{
    if (tcgetattr(STDIN_FILENO, &saved_tio) != 0) {
        return -1;
    }
    struct termios t = saved_tio;
    t.c_iflag &= ~(tcflag_t)(ICRNL | IXON | BRKINT | ISTRIP | INPCK);
    t.c_lflag &= ~(tcflag_t)(ECHO | ICANON | ISIG | IEXTEN);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &t) != 0) {
        return -1;
    }
    raw_on = true;
    atexit(term_restore);
    struct sigaction sa = { .sa_handler = on_signal };
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    fputs("\033[?1049h\033[?25l\033[2J", stdout);
    return 0;
}

static double wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Queue a keystroke. A repeat of the key held now releases it early (a
 * held key's auto-repeat then makes presses, at most two queued). */
static void keystroke(int key, double now, double hold_ms)
{
    int code = key | (hold_ms > PLAYER_TAP_MS ? 0x100 : 0), same = 0;
    for (int i = 0; i < press.n; i++) {
        same += press.queue[i] == code;
    }
    if (key == press.key && press.n == 0 && press.up_at > now) {
        double up = press.down_at + PLAYER_MIN_MS;
        press.up_at = up > now ? (up < press.up_at ? up : press.up_at) : now;
    }
    if (press.n < QUEUE_LEN && same < 2) {
        press.queue[press.n++] = code;
    }
}

/* Read the keyboard; false once the user quits. */
static bool read_keys(double now)
{
    unsigned char buf[64];
    ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
    for (ssize_t i = 0; i < n; i++) {
        int c = buf[i];
        if (c == 0x03 || (c == 0x1b && i + 1 == n)) {
            return false;            /* Ctrl-C, or a lone Esc */
        }
        if (c == 0x1b) {
            break;                   /* an escape sequence: ignore the rest */
        }
        if (c == '5') {
            keystroke(KEY_START, now, PLAYER_POWER_MS);
        } else if (player_key_of_char(c) >= 0) {
            keystroke(player_key_of_char(c), now, PLAYER_TAP_MS);
        }
    }
    return !quit_sig;
}

/* Release the key when its time is up; start the next keystroke. */
static void drive_keys(rig_t *r, double now)
{
    if (press.key >= 0 && now >= press.up_at) {
        rig_set_keys(r, 0);
        press.key = -1;
        press.next_at = now + PLAYER_GAP_MS;
    }
    if (press.key < 0 && press.n > 0 && now >= press.next_at) {
        int k = press.queue[0];
        memmove(press.queue, press.queue + 1, (size_t)--press.n * sizeof press.queue[0]);
        press.key = k & 0xff;
        press.down_at = now;
        press.up_at = now + (k & 0x100 ? PLAYER_POWER_MS : PLAYER_TAP_MS);
        rig_set_keys(r, 1ul << press.key);
        player_view_key(press.key);
    }
}

/* The screen: LEDs ('*' blinking), keys, buzzer, help, then labels of
 * the menu or level select. */
static void draw(rig_t *r, uint32_t lit, uint32_t dim, uint32_t blink, double hz)
{
    static const char *const fn_help[] = { "1 Tab", "2 ?", "3 Bksp", "4 Enter Space" };
    uint32_t down = rig_keys(r);
    char s[4096];
    int n = snprintf(s, sizeof s, "\033[H\033[1m LIGHTS OUT\033[0m  %s in simavr\033[K\n\033[K\n"
                     "   LEDs             keys          function keys\033[K\n", rig_elf(r));
    for (int row = 0; row < RIG_ROWS; row++) {
        n += snprintf(s + n, sizeof s - (size_t)n, "  ");
        for (int col = 0; col < RIG_COLS; col++) {
            bool on = (lit >> (row * RIG_COLS + col)) & 1u;
            bool bl = (blink >> (row * RIG_COLS + col)) & 1u;
            bool dm = (dim >> (row * RIG_COLS + col)) & 1u;
            n += snprintf(s + n, sizeof s - (size_t)n, " %s",
                          bl ? "\033[1;33;41m**\033[0m" :
                          dm ? "\033[31m++\033[0m" :
                          on ? "\033[1;31;41m##\033[0m" : "\033[2m..\033[0m");
        }
        n += snprintf(s + n, sizeof s - (size_t)n, "   ");
        for (int col = 0; col < RIG_COLS; col++) {
            int k = row * RIG_COLS + col;
            bool held = (down >> k) & 1u;
            n += snprintf(s + n, sizeof s - (size_t)n, held ? " \033[7m%c\033[0m" : " %c",
                          held ? player_key_name(k)[0] - 32 : player_key_name(k)[0]);
        }
        if (row < 4) {
            bool held = (down >> (KEY_MODE + row)) & 1u;
            n += snprintf(s + n, sizeof s - (size_t)n, "    %s%-5s\033[0m %-13s %s",
                          held ? "\033[7m" : "", player_key_name(KEY_MODE + row),
                          fn_help[row], held ? "DOWN" : "");
        } else {
            n += snprintf(s + n, sizeof s - (size_t)n, "    5 = START held 2.5 s (power off)");
        }
        n += snprintf(s + n, sizeof s - (size_t)n, "\033[K\n");
    }
    bool asleep = rig_sleep_enabled(r) && rig_sleep_mode(r) == 2;
    char buzz[32] = "silent";
    if (hz > 0) {
        snprintf(buzz, sizeof buzz, "\033[1m%.0f Hz\033[0m", hz);
    }
    n += snprintf(s + n, sizeof s - (size_t)n,
                  "\033[K\n   buzzer: %s   time: %.1f s   %s\033[K\n\033[K\n"
                  " a-y grid | 1 mode | 2 hint | 3 undo | 4 start | 5 power off | Esc/^C quit"
                  "\033[K\n",
                  buzz, rig_now_ms(r) / 1e3, asleep ? "powered down: any key wakes" : "");
    n += snprintf(s + n, sizeof s - (size_t)n, "\033[K\n");
    int labels = player_view_labels(s + n, sizeof s - (size_t)n, lit & ~blink);
    n += labels;
    if (labels == 0) {   /* the log where the menu's labels are not */
        n += player_view_log(s + n, sizeof s - (size_t)n, rig_uart_text(r));
    }
    n += snprintf(s + n, sizeof s - (size_t)n, "\033[J");
    fwrite(s, 1, (size_t)n, stdout);
    fflush(stdout);
}

int player_play(rig_t *r)
{
    if (!isatty(STDIN_FILENO) || term_raw() != 0) {
        fprintf(stderr, "player: interactive play needs a terminal (or use --script)\n");
        return 2;
    }
    /* The core's log would scribble over the screen: keep it for the end. */
    fflush(stderr);
    int err_fd = dup(STDERR_FILENO), null_fd = open("/dev/null", O_WRONLY);
    if (null_fd >= 0) {
        dup2(null_fd, STDERR_FILENO);
        close(null_fd);
    }
    double wall0 = wall_ms(), sim0 = rig_now_ms(r), draw_at = sim0;
    rig_snap_t a, b;
    rig_snap(r, &a);
    int rc = 0;
    while (read_keys(rig_now_ms(r))) {
        double now = rig_now_ms(r);
        drive_keys(r, now);
        if (rig_run_ms(r, PLAYER_SLICE_MS) != 0) {
            rc = 1;
            break;
        }
        now = rig_now_ms(r);
        player_tone_track(&tone, r, now);
        if (now >= draw_at + PLAYER_DRAW_MS) {
            /* LEDs lit since the last draw; a tone stays shown 150 ms so
             * that a 10 ms click can be read. */
            rig_snap(r, &b);
            uint32_t dim = steady_dim(rig_dim(&a, &b)), lit = rig_lit(&a, &b) | dim;
            uint32_t blink = blinking(lit);
            player_view_image(lit, blink, rig_keys(r) != 0);
            tone.n = 0;  /* segments are for scripts */
            draw(r, lit, dim & ~blink, blink, now - tone.heard_at < 150 ? tone.hz : 0);
            a = b;
            draw_at = now;
        }
        /* Wait for the wall clock (or a key); catch up no more than 0.25 s. */
        double ahead = (now - sim0) - (wall_ms() - wall0);
        if (ahead < -250) {
            wall0 = wall_ms();
            sim0 = now;
        } else if (ahead > 1) {
            poll(&(struct pollfd){ .fd = STDIN_FILENO, .events = POLLIN }, 1, (int)ahead);
        }
    }
    term_restore();
    fflush(stderr);
    if (err_fd >= 0) {
        dup2(err_fd, STDERR_FILENO);
        close(err_fd);
    }
    if (rc != 0) {
        fprintf(stderr, "player: the simulated MCU stopped (%s)\n",
                sim_log_count() ? sim_log_last() : "no log");
    } else {
        printf("player: quit after %.1f s of simulated time\n", rig_now_ms(r) / 1e3);
    }
    return rc;
}
