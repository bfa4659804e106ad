#ifndef C_ATOMIC_SWAP_H
#define C_ATOMIC_SWAP_H

/// Exchanges two paths on the same file system in one atomic step.
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where the system cannot).
int sizeboard_exchange_paths(const char *first, const char *second);

#endif
