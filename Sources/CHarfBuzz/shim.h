// HarfBuzz, for shaping text: ligatures, kerning, Arabic joining, right-to-left runs.
#ifndef PLAYGROUND_CHARFBUZZ_SHIM_H
#define PLAYGROUND_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
