// The parts of libxml2 that NibDocument's one parser type uses: the SAX2 push parser,
// its context and its structured errors.
#ifndef NIBKIT_CLIBXML2_SHIM_H
#define NIBKIT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers then clash with the copy of ICU inside
// swift-corelibs-foundation ("'UErrorCode' has different definitions"). ICU only appears in
// encoding.h as two trailing pointer fields of xmlCharEncodingHandler, a struct we never touch,
// so leaving ICU out of the headers changes nothing we use.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

// A few libxml2 messages (encoding conversion, I/O) bypass the parser context and go to the
// "generic" error handler, which prints to stderr. That handler is a C variadic function, which
// Swift cannot define, hence this one-line function. libxml2 keeps the handler per thread, so
// installing it affects only the calling thread; the parse still reports its error through the
// context's structured handler.
static void nibkit_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void nibkit_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, nibkit_ignore_generic_error);
}
#endif
