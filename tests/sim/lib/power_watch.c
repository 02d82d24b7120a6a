/* SPDX-License-Identifier: MIT */
/* EEPROM writes watched, power cut at one (power_watch.h). */
#include "power_watch.h"

#define EECR_ADDR 0x3Fu   /* data addresses: the same on every board's chip */
#define EEARL_ADDR 0x41u
#define EEARH_ADDR 0x42u
#define EEPE_BIT 0x02u

power_watch_t power_watch;

/* The rig watched, and the cut walk_cut_at set. */
static rig_t *rig_w;
static uint32_t cut_at;
static int cut_torn;

static void on_eecr(struct avr_irq_t *irq, uint32_t v, void *param)
{
    (void)irq, (void)param;
    if (!(v & EEPE_BIT)) {
        return;
    }
    avr_t *avr = rig_avr(rig_w);
    uint16_t a = (uint16_t)(avr->data[EEARL_ADDR] | avr->data[EEARH_ADDR] << 8);
    a = (uint16_t)(a % ee_size);
    uint32_t n = ++power_watch.writes;
    uint8_t b;
    rig_eeprom_get(rig_w, a, &b, 1);
    if (cut_at && n >= cut_at) {
        if (n == cut_at && cut_torn >= 0) {
            power_watch.eeprom[a] = (uint8_t)cut_torn;
        }
        rig_eeprom_set(rig_w, a, &power_watch.eeprom[a], 1);   /* lost, or torn */
        return;
    }
    power_watch.eeprom[a] = b;
    if (n <= POWER_WATCH_LOG) {
        power_watch.addr[n - 1] = a;
        power_watch.value[n - 1] = b;
    }
}

/* Each power-on sets the EEPROM and cuts the power, with the same garbage
 * in SRAM every time. */
rig_t *walk_open(const uint8_t *image)
{
    static rig_t *r;
    if (!r) {
        r = rig_open(elf);
        if (!r) {
            return NULL;
        }
        avr_irq_t *irq = avr_iomem_getirq(rig_avr(r), EECR_ADDR, NULL, AVR_IOMEM_IRQ_ALL);
        irq->flags &= ~IRQ_FLAG_FILTERED;
        avr_irq_register_notify(irq, on_eecr, NULL);
        rig_w = r;
    }
    rig_set_keys(r, 0);
    rig_eeprom_set(r, 0, image, ee_size);
    memcpy(power_watch.eeprom, image, ee_size);
    power_watch.writes = cut_at = 0;
    rig_seed(r, 0x5EED);
    rig_power_cut(r);
    return r;
}

void walk_cut_at(uint32_t at, int torn)
{
    power_watch.writes = 0;
    cut_at = at;
    cut_torn = torn;
}

uint32_t walk_writes(void)
{
    return power_watch.writes;
}

