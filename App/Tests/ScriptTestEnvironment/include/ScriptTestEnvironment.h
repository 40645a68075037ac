#ifndef SCRIPT_TEST_ENVIRONMENT_H
#define SCRIPT_TEST_ENVIRONMENT_H

/// The test process's scratch folder (under the temporary folder, named after the process), made with its `cache`
/// folder when the test runner was loaded.
const char *script_test_environment_folder(void);

#endif
