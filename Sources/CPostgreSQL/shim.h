#ifndef CPOSTGRESQL_SHIM_H
#define CPOSTGRESQL_SHIM_H

// libpq, PostgreSQL's client library: Debian's libpq-dev (pkg-config libpq puts /usr/include/postgresql on the
// search path), Homebrew's libpq.
#include <libpq-fe.h>

#endif
