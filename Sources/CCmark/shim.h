#ifndef COURSEBOOK_CCMARK_SHIM_H
#define COURSEBOOK_CCMARK_SHIM_H
#include <cmark.h>
#endif
