#ifndef COURSEBOOK_CGUMBO_SHIM_H
#define COURSEBOOK_CGUMBO_SHIM_H
#include <gumbo.h>
#endif
