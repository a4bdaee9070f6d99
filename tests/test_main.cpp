// The one Catch2 main for every test file.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
