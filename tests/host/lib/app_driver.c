/* SPDX-License-Identifier: MIT */
/* The app tests' driver (app_driver.h). */
#include "app_driver.h"
#include <stddef.h>
#include "app.h"
#include "host/fake.h"
#include "host/fake_eeprom.h"

void drive_ms(uint32_t ms)
{
    uint64_t end = fake_now_us() + (uint64_t)ms * 1000u;
    while (fake_now_us() < end) {
        app_pass();
    }
}

void drive_press(uint8_t key, uint32_t hold_ms)
{
    fake_set_keys(1ul << key);
    drive_ms(hold_ms);
    fake_set_keys(0);
    drive_ms(100);
}

void drive_boot(void)
{
    fake_reset();
    fake_eeprom_reset(1024, 0xFF);
    app_start();
    drive_ms(60);
    if (app_game()->phase == PHASE_INTRO) {
        drive_press(KEY_UNDO, 40);
    }
}

static uint32_t wake_keys;
static void wake(void)
{
    fake_set_keys(wake_keys);
}

void drive_wake_keys(uint32_t keys)
{
    wake_keys = keys;
    fake_on_power_down(keys ? wake : NULL);
}
