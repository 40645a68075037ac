#include <fribidi.h>

// The paragraph directions, as values (FriBidi spells them as macros of macros).
static const FriBidiParType cfribidi_paragraph_neutral = FRIBIDI_PAR_ON;
static const FriBidiParType cfribidi_paragraph_rtl = FRIBIDI_PAR_RTL;
