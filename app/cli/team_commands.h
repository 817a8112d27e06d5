#pragma once
// tengen-cli team add|edit|list|remove|rules|lineup|pair|forfeit|standings|boards: the teams of a
// team event and its rounds (issue #32).
#include "cli_args.h"
#include "tournament/team_rules.h"

#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdTeam(const QStringList& args, QTextStream& out);

// The team rules' options (new, team rules): --team-pairing, --match-points, --tied-match,
// --team-bye, --team-criteria.
extern const QSet<QString> kTeamRuleOptions;
// `rules` with the options given; a bad value is a usage error naming the option.
TeamRules withTeamRuleOptions(TeamRules rules, const Args& a);

} // namespace tengen::cli
