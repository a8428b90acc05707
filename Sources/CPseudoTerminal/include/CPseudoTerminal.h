#ifndef SANASTO_CPSEUDOTERMINAL_H
#define SANASTO_CPSEUDOTERMINAL_H

/// Opens a pseudo-terminal pair: `*controller` is the side a test reads and writes, `*terminal` the side a child
/// process gets as its standard streams (isatty is true there). Returns 0, or -1 with errno set.
int sanasto_openpty(int *controller, int *terminal, unsigned short rows, unsigned short columns);

#endif
