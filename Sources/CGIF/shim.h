// giflib, for writing animated GIF files (Debian: libgif-dev; giflib ships no pkg-config file).
#ifndef PLAYGROUND_CGIF_SHIM_H
#define PLAYGROUND_CGIF_SHIM_H
#include <gif_lib.h>
#endif
