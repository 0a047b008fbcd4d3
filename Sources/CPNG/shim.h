// libpng, for writing and reading real PNG files.
#ifndef PLAYGROUND_CPNG_SHIM_H
#define PLAYGROUND_CPNG_SHIM_H
#include <png.h>
#endif
