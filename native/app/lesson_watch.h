// Lesson files from a directory for the app's --lessons DIR, and a cheap change signature (names,
// sizes, modification times) polled a few times a second so an author's edits reload live.
// Not here: validation (core/quiz/lesson.h via app_set_lessons) or display (core/ui/ui_app.cpp).
#pragma once
#include <string>
#include <vector>

#include "core/ui/ui_app.h"

namespace ledgerlab::app {

// "" when the directory cannot be listed (the caller reports it); else one line per *.json file.
std::string lesson_dir_signature(const std::string& dir);
// The *.json files of dir, sorted by name (an unreadable file becomes empty text, rejected by the loader).
std::vector<app_lesson_source> read_lesson_dir(const std::string& dir);

}  // namespace ledgerlab::app
