// The few sourcekitd types and signatures NibSources calls. Nothing here is linked: the library
// is opened at run time with dlopen and each function found with dlsym, so nibcheck builds and
// runs where no SourceKit is installed. Written from the documented C API (sourcekitd.h).
#ifndef NIBKIT_CSOURCEKIT_H
#define NIBKIT_CSOURCEKIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *nk_sourcekitd_object_t;
typedef void *nk_sourcekitd_response_t;
typedef void *nk_sourcekitd_uid_t;

/// A value in a response: three words whose meaning only the library knows. Passed by value.
typedef struct {
    uint64_t data[3];
} nk_sourcekitd_variant_t;

/// sourcekitd_variant_type_t
enum {
    NK_SOURCEKITD_VARIANT_TYPE_NULL = 0,
    NK_SOURCEKITD_VARIANT_TYPE_DICTIONARY = 1,
    NK_SOURCEKITD_VARIANT_TYPE_ARRAY = 2,
    NK_SOURCEKITD_VARIANT_TYPE_INT64 = 3,
    NK_SOURCEKITD_VARIANT_TYPE_STRING = 4,
    NK_SOURCEKITD_VARIANT_TYPE_UID = 5,
};

typedef void (*nk_initialize_fn)(void);
typedef nk_sourcekitd_uid_t (*nk_uid_get_from_cstr_fn)(const char *);
typedef const char *(*nk_uid_get_string_ptr_fn)(nk_sourcekitd_uid_t);
typedef nk_sourcekitd_object_t (*nk_request_dictionary_create_fn)(const nk_sourcekitd_uid_t *, const nk_sourcekitd_object_t *, size_t);
typedef void (*nk_request_dictionary_set_uid_fn)(nk_sourcekitd_object_t, nk_sourcekitd_uid_t, nk_sourcekitd_uid_t);
typedef void (*nk_request_dictionary_set_string_fn)(nk_sourcekitd_object_t, nk_sourcekitd_uid_t, const char *);
typedef void (*nk_request_dictionary_set_stringbuf_fn)(nk_sourcekitd_object_t, nk_sourcekitd_uid_t, const char *, size_t);
typedef void (*nk_request_dictionary_set_int64_fn)(nk_sourcekitd_object_t, nk_sourcekitd_uid_t, int64_t);
typedef void (*nk_request_release_fn)(nk_sourcekitd_object_t);
typedef nk_sourcekitd_response_t (*nk_send_request_sync_fn)(nk_sourcekitd_object_t);
typedef bool (*nk_response_is_error_fn)(nk_sourcekitd_response_t);
typedef const char *(*nk_response_error_get_description_fn)(nk_sourcekitd_response_t);
typedef void (*nk_response_dispose_fn)(nk_sourcekitd_response_t);
typedef nk_sourcekitd_variant_t (*nk_response_get_value_fn)(nk_sourcekitd_response_t);
typedef int (*nk_variant_get_type_fn)(nk_sourcekitd_variant_t);
typedef nk_sourcekitd_variant_t (*nk_variant_dictionary_get_value_fn)(nk_sourcekitd_variant_t, nk_sourcekitd_uid_t);
typedef const char *(*nk_variant_dictionary_get_string_fn)(nk_sourcekitd_variant_t, nk_sourcekitd_uid_t);
typedef int64_t (*nk_variant_dictionary_get_int64_fn)(nk_sourcekitd_variant_t, nk_sourcekitd_uid_t);
typedef nk_sourcekitd_uid_t (*nk_variant_dictionary_get_uid_fn)(nk_sourcekitd_variant_t, nk_sourcekitd_uid_t);
typedef size_t (*nk_variant_array_get_count_fn)(nk_sourcekitd_variant_t);
typedef nk_sourcekitd_variant_t (*nk_variant_array_get_value_fn)(nk_sourcekitd_variant_t, size_t);

#endif
