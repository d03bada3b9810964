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
#endif
