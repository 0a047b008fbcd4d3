// Xlib (with XKB for key repeat), the MIT-SHM extension and XRandR (the display's refresh
// rate), for the Platform target only.
#ifndef PLAYGROUND_CX11_SHIM_H
#define PLAYGROUND_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrandr.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#endif
