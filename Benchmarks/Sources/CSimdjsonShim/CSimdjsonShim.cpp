#include "CSimdjsonShim.h"

#if __has_include(<simdjson.h>)
#include <simdjson.h>

struct SanastoSimdjson {
    simdjson::padded_string document;
    simdjson::dom::parser parser;
};

extern "C" int sanasto_simdjson_available(void) { return 1; }

extern "C" SanastoSimdjson *sanasto_simdjson_open(const uint8_t *bytes, size_t length) {
    auto *object = new SanastoSimdjson();
    object->document = simdjson::padded_string(reinterpret_cast<const char *>(bytes), length);
    return object;
}

extern "C" void sanasto_simdjson_close(SanastoSimdjson *object) { delete object; }

static void walk(simdjson::dom::element element, int64_t &strings, uint64_t &bytes) {
    switch (element.type()) {
    case simdjson::dom::element_type::OBJECT:
        for (auto field : simdjson::dom::object(element)) {
            strings += 1;
            bytes += field.key.size();
            walk(field.value, strings, bytes);
        }
        break;
    case simdjson::dom::element_type::ARRAY:
        for (auto child : simdjson::dom::array(element)) walk(child, strings, bytes);
        break;
    case simdjson::dom::element_type::STRING: {
        std::string_view text = element.get_string().value_unsafe();
        strings += 1;
        bytes += text.size();
        break;
    }
    default:
        break;
    }
}

extern "C" int64_t sanasto_simdjson_parse_walk(SanastoSimdjson *object, uint64_t *string_bytes) {
    simdjson::dom::element root;
    if (object->parser.parse(object->document).get(root) != simdjson::SUCCESS) return -1;
    int64_t strings = 0;
    uint64_t bytes = 0;
    walk(root, strings, bytes);
    *string_bytes = bytes;
    return strings;
}

#else

extern "C" int sanasto_simdjson_available(void) { return 0; }
extern "C" SanastoSimdjson *sanasto_simdjson_open(const uint8_t *, size_t) { return nullptr; }
extern "C" void sanasto_simdjson_close(SanastoSimdjson *) {}
extern "C" int64_t sanasto_simdjson_parse_walk(SanastoSimdjson *, uint64_t *) { return -1; }

#endif
