/* SPDX-License-Identifier: MIT */
/*
 * The supply the firmware measures (rig.h): simavr's ADC reads its
 * bandgap channel (1.1 V) against avr->avcc, so AVCC is set to the
 * supply of the moment as each conversion starts.
 */
#include <avr_adc.h>
#include "rig_int.h"

#ifndef SIM_SUPPLY_MV
#define SIM_SUPPLY_MV 5000
#endif

#define ADCSRA_ADDR 0x7A   /* the same on the 328P, 88PA, 32U4 and 2560 */
#define PRR_ADDR    0x64   /* PRR, or PRR0: PRADC is bit 0 on all four */

uint16_t rig_supply(rig_t *r)
{
    double s = (double)(r->avr->cycle - r->supply_since) / r->f_cpu;
    double mv = r->supply_mv + r->supply_slope * s;
    return (uint16_t)(mv < 1.0 ? 1.0 : mv > 6000.0 ? 6000.0 : mv);
}

static void set_avcc(rig_t *r)
{
    uint16_t mv = rig_supply(r);
    r->avr->vcc = r->avr->avcc = r->avr->aref = mv;
}

static void on_start(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    rig_t *r = param;
    r->adc_starts++;
    set_avcc(r);
}

void rig_supply_attach(rig_t *r)
{
    avr_irq_t *t = avr_io_getirq(r->avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER);
    if (t) {
        avr_irq_register_notify(t, on_start, r);
    }
    rig_set_supply(r, SIM_SUPPLY_MV, 0);
}

void rig_set_supply(rig_t *r, uint16_t mv, int16_t mv_per_s)
{
    r->supply_mv = mv;
    r->supply_slope = mv_per_s;
    r->supply_since = r->avr->cycle;
    set_avcc(r);
}

uint64_t rig_adc_starts(rig_t *r) { return r->adc_starts; }

bool rig_adc_off(rig_t *r)
{
    return !(r->avr->data[ADCSRA_ADDR] & 0x80u) && (r->avr->data[PRR_ADDR] & 0x01u);
}
