#pragma once
// tengen-cli ratings and publish: what players see of the event beyond the hall — provisional
// rating changes, and the published folder pushed to a website (#34).
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

// ratings T.tengen [--system egd] [--class A|B|C|D|X] [--round R] [--json | --format F] [-o FILE]
int cmdRatings(const QStringList& args, QTextStream& out);
// publish T.tengen -o DIR [--round R] [--to URL --secret S] [--retry-after S] [--give-up-after S]
int cmdPublish(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
