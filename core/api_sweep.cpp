// API op "sweep": one API request re-run over the values of one of its fields, read back as the
// series of a chart (README "API additions"). Every point is a full core request, so each plotted
// number has the same ledger, formula and citation as the op it comes from; the response's steps
// give each series' value at the reader's current setting with that op's own formula row.
// Not here: drawing (core/ui/ui_plot.cpp, web/site/ledgerlab_plots.js), any ledger arithmetic.
//
// Contents: [SECTION] reading the request   [SECTION] running the points   [SECTION] the op
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "core/api.h"
#include "core/api_ops.h"
#include "core/ledger/ledger.h"
#include "core/spec/units.h"

namespace ledgerlab {

namespace {

constexpr std::size_t max_values = 64;      // x values of a values list
constexpr long long max_range_points = 256; // x values of a range
constexpr std::size_t max_series = 8;
constexpr long long max_requests = 1200;    // sub-requests per sweep (bounds the work of one call)

const char* const units[] = {"bytes", "bytes_per_param", "flops", "seconds", "tokens", "tokens_per_s",
                             "gpus", "gpu_hours", "ratio", "fraction", "count", "layers", "name"};
const char* const swept_ops[] = {"memory", "flops", "collective", "step", "scale", "recompute"};

// [SECTION] reading the request

struct y_read {
  std::vector<std::string> pointers;  // summed
};

struct divisor {
  json patch = json::object();
  y_read y;
  bool has_x_pointer = false;
  json x_pointer;  // string or null
};

struct series_def {
  std::string id, label;
  json patch = json::object();
  y_read y;
  bool has_x_pointer = false;
  json x_pointer;  // string (where x goes in this series' request) or null (x not applied)
  std::string relative;  // "", "ratio", "saving", "increase"
  bool has_divide = false;
  divisor divide;
};

struct sweep_def {
  json base;                // the request as given (with "op")
  std::string x_label, x_unit, x_scale;
  std::string x_pointer;    // values/range mode
  std::vector<json> x_values;
  std::string x_from;       // array mode: pointer with one '*' into each series' response
  std::string y_label, y_unit, y_scale;
  std::string chart;
  std::vector<series_def> series;
  json bands = json::array(), lines = json::array();
};

double number_required(obj_reader& r, const char* key) {
  r.require(key);
  return r.number(key, 0);
}

std::string unit_list() {
  std::string s;
  for (const char* u : units) s += (s.empty() ? "" : ", ") + std::string(u);
  return s;
}

std::string read_unit(obj_reader& r, const char* key) {
  const std::string u = r.string(key, "count");
  for (const char* k : units)
    if (u == k) return u;
  fail("invalid_value", r.at(key), std::string(key) + " must be one of " + unit_list() + "; got \"" + u + "\"");
}

void check_pointer(const std::string& p, const std::string& path, bool allow_star) {
  if (p.empty() || p[0] != '/') fail("invalid_value", path, "must be a JSON pointer such as \"/per_gpu_bytes/total\", got \"" + p + "\"");
  const auto stars = std::count(p.begin(), p.end(), '*');
  if (!allow_star && stars) fail("invalid_value", path, "\"*\" is only allowed with x.from (array mode)");
  try {
    (void)json::json_pointer(p);
  } catch (...) {
    fail("invalid_value", path, "\"" + p + "\" is not a valid JSON pointer");
  }
}

y_read read_y(obj_reader& r, const char* key, bool array_mode) {
  y_read y;
  const json& v = r.require(key);
  const std::string path = r.at(key);
  auto one = [&](const json& e, const std::string& p) {
    if (!e.is_string()) fail("invalid_value", p, "must be a JSON pointer string into the response");
    const std::string s = e.get<std::string>();
    check_pointer(s, p, array_mode);
    if (array_mode && std::count(s.begin(), s.end(), '*') != 1)
      fail("invalid_value", p, "with x.from each y pointer needs exactly one \"*\" (e.g. \"/points/*/tokens_per_s\")");
    y.pointers.push_back(s);
  };
  if (v.is_array()) {
    if (v.empty() || v.size() > 8) fail("invalid_value", path, "y must list 1 to 8 pointers (their values are added)");
    if (array_mode && v.size() > 1) fail("invalid_value", path, "with x.from, y is one pointer");
    for (std::size_t i = 0; i < v.size(); ++i) one(v[i], ptr_join(path, i));
  } else {
    one(v, path);
  }
  return y;
}

json read_patch(obj_reader& r) {
  const json* p = r.raw("patch");
  if (!p) return json::object();
  if (!p->is_object()) fail("invalid_value", r.at("patch"), "patch must be a JSON merge patch object (RFC 7386)");
  return *p;
}

void read_x_pointer(obj_reader& r, bool& has, json& out) {
  if (!r.has("x_pointer")) return;
  const json& v = *r.raw("x_pointer");
  if (!v.is_null()) {
    if (!v.is_string()) fail("invalid_value", r.at("x_pointer"), "x_pointer must be a JSON pointer string or null");
    check_pointer(v.get<std::string>(), r.at("x_pointer"), false);
  }
  has = true;
  out = v;
}

sweep_def read_sweep(const json& req) {
  sweep_def d;
  obj_reader r(req, "");
  r.raw("op");
  d.base = r.require("request");
  if (!d.base.is_object()) fail("invalid_value", "/request", "request must be an API request object with an \"op\"");
  if (!d.base.contains("op") || !d.base["op"].is_string()) fail("missing_field", "/request/op", "request.op is required");
  const std::string op = d.base["op"].get<std::string>();
  bool ok = false;
  std::string list;
  for (const char* o : swept_ops) {
    ok = ok || op == o;
    list += (list.empty() ? "" : ", ") + std::string(o);
  }
  if (!ok) fail("invalid_value", "/request/op", "a sweep runs one of " + list + "; got \"" + op + "\"");

  obj_reader xr(r.require("x"), "/x");
  d.x_label = xr.string_required("label");
  d.x_unit = read_unit(xr, "unit");
  const bool has_values = xr.has("values"), has_range = xr.has("range"), has_from = xr.has("from");
  if (has_values + has_range + has_from != 1)
    fail(has_values || has_range || has_from ? "invalid_value" : "missing_field", "/x",
         "x needs exactly one of values (with pointer), range (with pointer) or from (a \"*\" pointer into the response)");
  if (has_from) {
    d.x_from = xr.string_required("from");
    check_pointer(d.x_from, "/x/from", true);
    if (std::count(d.x_from.begin(), d.x_from.end(), '*') != 1)
      fail("invalid_value", "/x/from", "x.from needs exactly one \"*\" (e.g. \"/points/*/gpus\")");
    if (xr.has("pointer")) fail("invalid_value", "/x/pointer", "x.pointer does not apply with x.from");
  } else {
    d.x_pointer = xr.string_required("pointer");
    check_pointer(d.x_pointer, "/x/pointer", false);
  }
  if (has_values) {
    const json& v = *xr.raw("values");
    if (!v.is_array() || v.empty() || v.size() > max_values)
      fail("invalid_value", "/x/values", "x.values must be an array of 1 to " + std::to_string(max_values) + " values");
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (!(v[i].is_number() || v[i].is_string() || v[i].is_boolean()))
        fail("invalid_value", ptr_join("/x/values", i), "x values are numbers, strings or booleans");
      d.x_values.push_back(v[i]);
    }
  }
  if (has_range) {
    obj_reader rr(*xr.raw("range"), "/x/range");
    const long long from = rr.integer_required("from", -(1LL << 40), 1LL << 40);
    long long to = 0;
    if (rr.has("to_pointer")) {
      const std::string tp = rr.string_required("to_pointer");
      check_pointer(tp, "/x/range/to_pointer", false);
      const json::json_pointer jp(tp);
      if (!d.base.contains(jp) || !d.base[jp].is_number_integer())
        fail("invalid_value", "/x/range/to_pointer", "\"" + tp + "\" must name an integer of the request");
      to = d.base[jp].get<long long>();
      if (rr.has("to")) fail("invalid_value", "/x/range/to", "give to or to_pointer, not both");
    } else {
      to = rr.integer_required("to", -(1LL << 40), 1LL << 40);
    }
    const long long step = rr.integer("step", 1, 1, 1LL << 40);
    rr.finish();
    if (to < from) fail("invalid_value", "/x/range", "range.to (" + std::to_string(to) + ") is below range.from (" + std::to_string(from) + ")");
    if ((to - from) / step + 1 > max_range_points)
      fail("invalid_value", "/x/range", "the range has more than " + std::to_string(max_range_points) + " points; raise step");
    for (long long v = from; v <= to; v += step) d.x_values.push_back(v);
  }
  bool strings = false;
  for (const json& v : d.x_values) strings = strings || !v.is_number();
  d.x_scale = xr.choice("scale", strings ? "category" : "linear", {"linear", "log", "category"});
  if (d.x_scale == "log")
    for (std::size_t i = 0; i < d.x_values.size(); ++i)
      if (!d.x_values[i].is_number() || d.x_values[i].get<double>() <= 0)
        fail("invalid_value", "/x/scale", "a log x axis needs positive numbers");
  if (d.x_scale != "category" && strings) fail("invalid_value", "/x/scale", "string x values need scale \"category\"");
  xr.finish();

  obj_reader yr(r.require("y"), "/y");
  d.y_label = yr.string_required("label");
  d.y_unit = read_unit(yr, "unit");
  d.y_scale = yr.choice("scale", "linear", {"linear", "log"});
  yr.finish();

  const json& sj = r.require("series");
  if (!sj.is_array() || sj.empty() || sj.size() > max_series)
    fail("invalid_value", "/series", "series must be an array of 1 to " + std::to_string(max_series) + " series");
  const bool array_mode = !d.x_from.empty();
  for (std::size_t i = 0; i < sj.size(); ++i) {
    obj_reader sr(sj[i], ptr_join("/series", i));
    series_def s;
    s.id = sr.string_required("id");
    for (const series_def& o : d.series)
      if (o.id == s.id) fail("invalid_value", sr.at("id"), "duplicate series id \"" + s.id + "\"");
    s.label = sr.string_required("label");
    s.patch = read_patch(sr);
    s.y = read_y(sr, "y", array_mode);
    read_x_pointer(sr, s.has_x_pointer, s.x_pointer);
    if (array_mode && s.has_x_pointer) fail("invalid_value", sr.at("x_pointer"), "x_pointer does not apply with x.from");
    if (sr.has("relative")) {
      s.relative = sr.choice("relative", "ratio", {"ratio", "saving", "increase"});
      const char* want = s.relative == "ratio" ? "ratio" : "fraction";
      if (d.y_unit != want)
        fail("invalid_value", sr.at("relative"), "relative \"" + s.relative + "\" needs y.unit \"" + want + "\"");
    }
    if (sr.has("divide_by")) {
      if (array_mode) fail("invalid_value", sr.at("divide_by"), "divide_by does not apply with x.from");
      obj_reader dr(*sr.raw("divide_by"), sr.at("divide_by"));
      s.has_divide = true;
      s.divide.patch = read_patch(dr);
      s.divide.y = read_y(dr, "y", false);
      read_x_pointer(dr, s.divide.has_x_pointer, s.divide.x_pointer);
      dr.finish();
    }
    sr.finish();
    d.series.push_back(std::move(s));
  }
  d.chart = r.choice("chart", d.x_scale == "category" ? "bars" : "line", {"line", "bars", "stacked"});
  if (const json* b = r.raw("bands")) {
    if (!b->is_array() || b->size() > 4) fail("invalid_value", "/bands", "bands must be an array of at most 4 {from, to, label}");
    for (std::size_t i = 0; i < b->size(); ++i) {
      obj_reader br((*b)[i], ptr_join("/bands", i));
      const double lo = number_required(br, "from"), hi = number_required(br, "to");
      if (!(hi > lo)) fail("invalid_value", br.at("to"), "band.to must be greater than band.from");
      d.bands.push_back({{"from", lo}, {"to", hi}, {"label", br.string_required("label")}});
      br.finish();
    }
  }
  if (const json* l = r.raw("lines")) {
    if (!l->is_array() || l->size() > 4)
      fail("invalid_value", "/lines", "lines must be an array of at most 4 {label, value} or {label, pointer}");
    for (std::size_t i = 0; i < l->size(); ++i) {
      obj_reader lr((*l)[i], ptr_join("/lines", i));
      json line = {{"label", lr.string_required("label")}};
      if (lr.has("value") == lr.has("pointer"))
        fail("invalid_value", lr.path(), "a line needs exactly one of value (a number) or pointer (into the request's response)");
      if (lr.has("value")) line["value"] = number_required(lr, "value");
      else {
        const std::string p = lr.string_required("pointer");
        check_pointer(p, lr.at("pointer"), false);
        line["pointer"] = p;
      }
      lr.finish();
      d.lines.push_back(line);
    }
  }
  r.finish();
  const std::size_t per_point = d.series.size() + [&] {
    std::size_t n = 0;
    for (const series_def& s : d.series) n += s.has_divide;
    return n;
  }();
  if (!array_mode && static_cast<long long>(d.x_values.size() * per_point) > max_requests)
    fail("invalid_value", "/x", "the sweep would run " + std::to_string(d.x_values.size() * per_point) + " requests; at most " +
                                    std::to_string(max_requests));
  return d;
}

// [SECTION] running the points

struct point {
  bool ok = false;
  double value = 0;
  std::string error;
  json response;
  json divisor;  // the divisor's response (divide_by)
};

// Applies x at `where` (a pointer, or null: x not applied) to base ⊕ patch.
json build_request(const json& base, const json& patch, const json& where, const json& x) {
  json q = base;
  q.merge_patch(patch);
  if (where.is_string()) q[json::json_pointer(where.get<std::string>())] = x;
  return q;
}

std::string error_text(const json& resp, const std::string& prefix) {
  const json& e = resp["error"];
  std::string m = e.value("message", std::string("error"));
  const std::string p = e.value("path", std::string());
  if (!p.empty()) m += " (at " + prefix + p + ")";
  return m;
}

// y = Σ pointers of the response; "" or the reason it is not a number. A null value (an answer the
// op cannot give at this point, e.g. gpus_needed.count) is a point without a value: *missing says
// why (the object's "reason" when it has one).
std::string read_value(const json& resp, const y_read& y, double& out, std::string* missing) {
  out = 0;
  for (const std::string& p : y.pointers) {
    const json::json_pointer jp(p);
    if (resp.contains(jp) && resp[jp].is_null()) {
      const json::json_pointer parent = jp.parent_pointer();
      const json& obj = resp[parent];
      *missing = obj.is_object() && obj.contains("reason") && obj["reason"].is_string() ? obj["reason"].get<std::string>()
                                                                                         : p + " has no value here";
      return "";
    }
    if (!resp.contains(jp) || !resp[jp].is_number())
      return "\"" + p + "\" does not name a number in the " + resp.value("op", std::string()) + " response";
    out += resp[jp].get<double>();
  }
  return "";
}

point run_point(const json& q, const y_read& y, const std::string& path) {
  point pt;
  pt.response = handle_json(q);
  if (!pt.response.value("ok", false)) {
    pt.error = error_text(pt.response, "");
    return pt;
  }
  pt.response["op"] = q.value("op", std::string());
  std::string missing;
  const std::string why = read_value(pt.response, y, pt.value, &missing);
  if (!why.empty()) fail("invalid_value", path, why);
  if (!missing.empty()) {
    pt.error = missing;
    return pt;
  }
  pt.ok = std::isfinite(pt.value);
  if (!pt.ok) pt.error = "not a finite number";
  return pt;
}

bool same_x(const json& a, const json& b) {
  if (a.is_number() && b.is_number()) return a.get<double>() == b.get<double>();
  return a == b;
}

// The row of the op's own explanation whose key is the pointer's last token, with or without its
// unit suffix ("peak_bytes" -> "peak"): its formula and citation, or "".
std::string source_formula(const json& resp, const std::string& pointer) {
  std::string key = pointer.substr(pointer.rfind('/') + 1);
  if (!resp.contains("steps") || !resp["steps"].is_array()) return "";
  for (int pass = 0; pass < 2; ++pass) {
    for (const json& st : resp["steps"])
      if (st.value("key", std::string()) == key) return st.value("formula", std::string());
    for (const char* sfx : {"_bytes", "_flops", "_s"})
      if (key.size() > std::strlen(sfx) && key.compare(key.size() - std::strlen(sfx), std::strlen(sfx), sfx) == 0) {
        key.resize(key.size() - std::strlen(sfx));
        break;
      }
  }
  return "";
}

// A merge patch in words: "network.preset = ib-ndr-400, training.seq_len = 4096" (deletions and
// the op are left out; the op is named separately).
void describe_patch(const json& p, const std::string& prefix, std::string& out) {
  for (auto it = p.begin(); it != p.end(); ++it) {
    const std::string k = prefix.empty() ? it.key() : prefix + "." + it.key();
    if (prefix.empty() && it.key() == "op") continue;
    if (it.value().is_object()) describe_patch(it.value(), k, out);
    else if (!it.value().is_null())
      out += (out.empty() ? "" : ", ") + k + " = " + (it.value().is_string() ? it.value().get<std::string>() : it.value().dump());
  }
}

// "memory op with mode = train, ...: /per_gpu_bytes/kv_cache" and, for one pointer, " = <the op's formula>".
std::string describe_read(const json& base, const json& patch, const y_read& y, const json& resp) {
  std::string op = base.value("op", std::string());
  if (patch.contains("op") && patch["op"].is_string()) op = patch["op"].get<std::string>();
  std::string with;
  describe_patch(patch, "", with);
  std::string f = op + " op" + (with.empty() ? "" : " with " + with) + ", ";
  for (std::size_t k = 0; k < y.pointers.size(); ++k) f += (k ? " + " : "") + y.pointers[k];
  const std::string src = y.pointers.size() == 1 && resp.is_object() ? source_formula(resp, y.pointers[0]) : "";
  if (!src.empty()) f += " = " + src;
  return f;
}

std::string x_text(const json& v) { return v.is_string() ? v.get<std::string>() : v.is_number() ? fmt_num(v.get<double>()) : v.dump(); }

}  // namespace

// [SECTION] the op
json op_sweep(const json& req) {
  sweep_def d = read_sweep(req);
  // The reader's configuration must be valid on its own: its errors name the request's field.
  json base_resp = handle_json(d.base);
  if (!base_resp.value("ok", false)) {
    const json& e = base_resp["error"];
    fail(e.value("code", std::string("invalid_value")), "/request" + e.value("path", std::string()),
         e.value("message", std::string("the swept request is not valid")));
  }
  long long requests = 1;
  json x_values = json::array();
  json current = nullptr;
  json series_out = json::array();
  std::vector<std::vector<point>> pts(d.series.size());

  if (!d.x_from.empty()) {
    // Array mode: each series runs once; x and y are arrays in its response.
    const std::string star = d.x_from;
    for (std::size_t i = 0; i < d.series.size(); ++i) {
      const series_def& s = d.series[i];
      json q = build_request(d.base, s.patch, nullptr, nullptr);
      json resp = handle_json(q);
      ++requests;
      if (!resp.value("ok", false))
        fail(resp["error"].value("code", std::string("invalid_value")), ptr_join(ptr_join("/series", i), "patch"),
             "series \"" + s.id + "\": " + error_text(resp, "/request"));
      auto split = [](const std::string& p) {
        const auto k = p.find("/*");
        return std::pair<std::string, std::string>(p.substr(0, k), p.substr(k + 2));
      };
      const auto [xa, xk] = split(star);
      const auto [ya, yk] = split(s.y.pointers[0]);
      const json::json_pointer xarr(xa.empty() ? "" : xa), yarr(ya.empty() ? "" : ya);
      if (!resp.contains(xarr) || !resp[xarr].is_array())
        fail("invalid_value", "/x/from", "\"" + xa + "\" is not an array in the " + d.base.value("op", std::string()) + " response");
      if (!resp.contains(yarr) || !resp[yarr].is_array())
        fail("invalid_value", ptr_join(ptr_join("/series", i), "y"), "\"" + ya + "\" is not an array in the response");
      const json& X = resp[xarr];
      const json& Y = resp[yarr];
      json xs = json::array();
      std::vector<point> col;
      for (std::size_t k = 0; k < X.size() && k < Y.size(); ++k) {
        const json xv = xk.empty() ? X[k] : (X[k].is_object() && X[k].contains(json::json_pointer(xk)) ? X[k][json::json_pointer(xk)] : json());
        const json yv = yk.empty() ? Y[k] : (Y[k].is_object() && Y[k].contains(json::json_pointer(yk)) ? Y[k][json::json_pointer(yk)] : json());
        xs.push_back(xv);
        point p;
        if (yv.is_number()) p.ok = true, p.value = yv.get<double>();
        else p.error = Y[k].is_object() && Y[k].contains("reason") ? Y[k]["reason"].get<std::string>() : "no value at this point";
        col.push_back(p);
      }
      if (i == 0) x_values = xs;
      else if (xs != x_values)
        fail("invalid_value", ptr_join("/series", i), "series \"" + s.id + "\" has other x values than the first series");
      pts[i] = std::move(col);
    }
  } else {
    const json::json_pointer xp(d.x_pointer);
    if (d.base.contains(xp)) {
      const json& cur = d.base[xp];
      for (std::size_t k = 0; k < d.x_values.size(); ++k)
        if (same_x(cur, d.x_values[k])) current = static_cast<long long>(k);
      // A numeric setting between the listed values becomes a point of its own, so the reader's
      // setting is always on the curve.
      bool ascending = d.x_scale != "category" && cur.is_number();
      for (std::size_t k = 0; ascending && k < d.x_values.size(); ++k)
        ascending = d.x_values[k].is_number() && (k == 0 || d.x_values[k - 1].get<double>() < d.x_values[k].get<double>());
      if (current.is_null() && ascending && !(d.x_scale == "log" && cur.get<double>() <= 0)) {
        std::size_t at = 0;
        while (at < d.x_values.size() && d.x_values[at].get<double>() < cur.get<double>()) ++at;
        d.x_values.insert(d.x_values.begin() + static_cast<std::ptrdiff_t>(at), cur);
        current = static_cast<long long>(at);
      }
    }
    for (const json& v : d.x_values) x_values.push_back(v);
    for (std::size_t i = 0; i < d.series.size(); ++i) {
      const series_def& s = d.series[i];
      const json where = s.has_x_pointer ? s.x_pointer : json(d.x_pointer);
      const std::string spath = ptr_join("/series", i);
      for (const json& xv : d.x_values) {
        point p = run_point(build_request(d.base, s.patch, where, xv), s.y, ptr_join(spath, "y"));
        ++requests;
        if (p.ok && s.has_divide) {
          const json dw = s.divide.has_x_pointer ? s.divide.x_pointer : where;
          point q = run_point(build_request(d.base, s.divide.patch, dw, xv), s.divide.y, ptr_join(ptr_join(spath, "divide_by"), "y"));
          ++requests;
          if (!q.ok) p.ok = false, p.error = "divisor: " + q.error;
          else if (q.value == 0) p.ok = false, p.error = "divisor is 0";
          else p.value /= q.value;
          p.divisor = std::move(q.response);
        }
        pts[i].push_back(std::move(p));
      }
    }
  }

  // Series values (relative to the first x point when asked), the value at the current x, and
  // one explanation row per series there.
  std::vector<ledger_row> steps;
  const json cur_x = current.is_null() ? json() : x_values[current.get<std::size_t>()];
  for (std::size_t i = 0; i < d.series.size(); ++i) {
    const series_def& s = d.series[i];
    const std::vector<point>& col = pts[i];
    const double first = !col.empty() && col[0].ok ? col[0].value : 0;
    json values = json::array(), errors = json::array(), ratio = json::array();
    bool any_error = false;
    for (const point& p : col) {
      if (!p.ok) {
        values.push_back(nullptr);
        ratio.push_back(nullptr);
        errors.push_back(p.error);
        any_error = true;
        continue;
      }
      double v = p.value;
      if (!s.relative.empty()) {
        if (first == 0) {
          values.push_back(nullptr), ratio.push_back(nullptr), errors.push_back("the first point is 0 or missing");
          any_error = true;
          continue;
        }
        v = s.relative == "ratio" ? p.value / first : s.relative == "saving" ? 1 - p.value / first : p.value / first - 1;
      }
      values.push_back(v);
      ratio.push_back(first != 0 ? json(p.value / first) : json(nullptr));
      errors.push_back(nullptr);
    }
    json so = {{"id", s.id}, {"label", s.label}, {"values", values}, {"ratio_to_first", ratio}};
    if (any_error) so["errors"] = errors;
    so["current"] = current.is_null() ? json(nullptr) : values[current.get<std::size_t>()];
    series_out.push_back(so);
    if (!current.is_null() && col[current.get<std::size_t>()].ok) {
      const point& p = col[current.get<std::size_t>()];
      std::string f = describe_read(d.base, s.patch, s.y, p.response);
      if (s.has_divide) f = "(" + f + ") ÷ (" + describe_read(d.base, s.divide.patch, s.divide.y, p.divisor) + ")";
      if (s.relative == "saving") f += ", as 1 − value ÷ value at " + x_text(x_values[0]);
      else if (s.relative == "increase") f += ", as value ÷ value at " + x_text(x_values[0]) + " − 1";
      else if (s.relative == "ratio") f += ", as value ÷ value at " + x_text(x_values[0]);
      const std::string unit = d.y_unit == "bytes" ? "bytes" : d.y_unit == "flops" ? "flops" : d.y_unit == "seconds" ? "s" : d.y_unit;
      steps.push_back({s.id, s.label + " at " + d.x_label + " = " + x_text(cur_x), f,
                       series_out.back()["current"].get<double>(), unit});
    }
  }
  // Lines read from the request's own response.
  json lines = json::array();
  for (const json& l : d.lines) {
    json o = {{"label", l["label"]}};
    if (l.contains("value")) o["value"] = l["value"];
    else {
      const json::json_pointer jp(l["pointer"].get<std::string>());
      o["value"] = base_resp.contains(jp) && base_resp[jp].is_number() ? base_resp[jp] : json(nullptr);
      o["pointer"] = l["pointer"];
      if (o["value"].is_null())
        fail("invalid_value", "/lines", "\"" + l["pointer"].get<std::string>() + "\" does not name a number in the request's response");
    }
    lines.push_back(o);
  }
  return json{{"x", {{"label", d.x_label}, {"unit", d.x_unit}, {"scale", d.x_scale}, {"values", x_values},
                     {"pointer", d.x_from.empty() ? json(d.x_pointer) : json(nullptr)}, {"current_index", current}}},
              {"y", {{"label", d.y_label}, {"unit", d.y_unit}, {"scale", d.y_scale}}},
              {"chart", d.chart},
              {"series", series_out},
              {"bands", d.bands},
              {"lines", lines},
              {"swept_op", d.base["op"]},
              {"requests", requests},
              {"steps", steps_to_json(steps)}};
}

}  // namespace ledgerlab
