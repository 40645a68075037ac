#ifndef SCRIPT_TEST_ENVIRONMENT_H
#define SCRIPT_TEST_ENVIRONMENT_H

/// The test process's scratch folder (under the temporary folder, named after the process), made with its `cache`
/// folder when the test runner was loaded; empty if it could not be made (then there is no private cache).
const char *script_test_environment_folder(void);

#endif
