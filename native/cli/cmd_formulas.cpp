// `ledgerlab formulas [SECTION]`: the formulas reference that every "[§x.y]" in a ledger step cites
// (docs/formulas.md, embedded in the build, answered by the core's `formulas` op). Without a
// section it lists the sections; with one ("4.2" or "§4.2") it prints that section's text;
// --all prints the whole document. Nothing here computes or edits the text.
#include <cstdio>
#include <string>

#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

int cmd_formulas(int argc, char** argv) {
  const std::vector<flag_spec> specs = {{"all", nullptr, "print the whole document (Markdown)"},
                                        {"json", nullptr, "print the API response as JSON"},
                                        {"help", nullptr, "show this help"}};
  args a(argc, argv, specs, /*allow_positional=*/true);
  if (a.has("help")) {
    std::printf("usage: ledgerlab formulas [SECTION] [--all] [--json]\n\n"
                "The formulas reference (docs/formulas.md) that the ledger steps cite as [§x.y].\n\n"
                "example: ledgerlab formulas          # the sections\n"
                "example: ledgerlab formulas 4.2      # Korthikanti et al.'s Table 2, as [§4.2] cites it\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (a.positional().size() > 1) throw usage_error("expected at most one section, e.g. 4.2");
  if (a.has("all") && !a.positional().empty()) throw usage_error("--all prints the whole document; give no section with it");
  json req = {{"op", "formulas"}};
  if (!a.positional().empty()) req["section"] = a.positional()[0];
  if (a.has("all")) req["document"] = true;
  json resp;
  int rc = 0;
  if (!call_api("formulas", req, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  if (resp.contains("section")) {
    std::printf("%s", resp["section"]["markdown"].get<std::string>().c_str());
    std::printf("\n(docs/formulas.md#%s; the site's formulas.html#%s)\n", resp["section"]["anchor"].get<std::string>().c_str(),
                resp["section"]["anchor"].get<std::string>().c_str());
    return 0;
  }
  if (resp.contains("markdown")) {
    std::printf("%s", resp["markdown"].get<std::string>().c_str());
    return 0;
  }
  std::printf("docs/formulas.md: the formulas the ledger steps cite as [§x.y]\n\n");
  for (const auto& s : resp["sections"])
    std::printf("%s%-5s %s\n", s["level"].get<int>() == 3 ? "    " : "  ", s["id"].get<std::string>().c_str(),
                s["title"].get<std::string>().c_str());
  std::printf("\nPrint one: ledgerlab formulas 4.2\n");
  return 0;
}

}  // namespace ledgerlab::cli
