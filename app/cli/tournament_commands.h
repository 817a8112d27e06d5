#pragma once
// tengen-cli new, demo, copy, backup and server: making a tournament, copying it between a file
// and a server, backing it up, and the desks' roles on a server.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

// tengen-cli new T.tengen --name NAME [--system ...] [--rounds N] ... [--teams] [--json]
int cmdNew(const QStringList& rest, QTextStream& out);
// tengen-cli demo T.tengen: a tournament to try the program on
int cmdDemo(const QStringList& rest, QTextStream& out);
// tengen-cli copy SOURCE DESTINATION: a file to a server, a server to a file, or either to its own
int cmdCopy(const QStringList& rest, QTextStream& out);
// tengen-cli backup T DEST [--replace]: the tournament as it stands now, into one file
int cmdBackup(const QStringList& rest, QTextStream& out);
// tengen-cli server init|grant|roles URL ...
int cmdServer(const QStringList& rest, QTextStream& out);

} // namespace tengen::cli
