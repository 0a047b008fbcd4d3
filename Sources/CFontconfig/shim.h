// fontconfig, for finding an installed font that has a character the shipped font lacks.
#ifndef PLAYGROUND_CFONTCONFIG_SHIM_H
#define PLAYGROUND_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
