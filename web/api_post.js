// --post-js of the API module (web/bindings.cpp): the JS side of its plain C exports. Gives the
// module object handle(string) -> string, version(), build_id() and ui_compute(string) -> string.
// Strings cross as UTF-8 in malloc'ed memory with an explicit length (no stack copies, no embind).
function ll_call(fn, text) {
  text = String(text);
  var n = lengthBytesUTF8(text);
  var p = _malloc(n + 1);
  try {
    stringToUTF8(text, p, n + 1);
    return UTF8ToString(fn(p, n));
  } finally {
    _free(p);
  }
}
Module['handle'] = function (request) { return ll_call(_ll_handle, request); };
Module['ui_compute'] = function (job) { return ll_call(_ll_ui_compute, job); };
Module['version'] = function () { return UTF8ToString(_ll_version()); };
Module['build_id'] = function () { return UTF8ToString(_ll_build_id()); };
