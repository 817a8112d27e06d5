#pragma once
// One reader per format, each turning a file's bytes into an ImportBatch or a list of errors
// that name file:line and field. None writes anything: the tournament file does, all or nothing
// (store::Players::import).
#include "import_parse.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace tengen::formats {

enum class ImportFormat { Csv, Egd, Ffg, Aga, OpenGotha };
std::optional<ImportFormat> tryParseImportFormat(const QString& name); // csv|egd|ffg|aga|opengotha
const char* importFormatId(ImportFormat f);                            // "csv", ...

// Registration spreadsheet: UTF-8 or GB18030, comma, semicolon or tab separated, with a header
// row naming the fields in English or Chinese (see csv_import.cpp for the accepted names).
// `encoding` names the file's encoding; empty: UTF-8, else GB18030 when the bytes clearly are.
ImportParse parseCsvPlayers(const QByteArray& bytes, const QString& fileName,
                            const QString& encoding = {});
// EGD rating list "allworld_lp" (fixed columns that drift: read by tokens).
ImportParse parseEgdRatingList(const QByteArray& bytes, const QString& fileName);
// FFG rating list, the "échelle" (ISO-8859-1, fixed columns).
ImportParse parseFfgRatingList(const QByteArray& bytes, const QString& fileName);
// AGA TDListA (9 tab-separated fields).
ImportParse parseAgaTdList(const QByteArray& bytes, const QString& fileName);
// The players and settings of an OpenGotha tournament XML file.
ImportParse parseOpenGotha(const QByteArray& bytes, const QString& fileName);

// A file's bytes read by its format's reader (`encoding` applies to CSV files). Reading a file
// from a path is the caller's (actions/player_files.h: never the open tournament file).
ImportParse parsePlayers(const QByteArray& bytes, const QString& fileName, ImportFormat format,
                         const QString& encoding = {});

// Shared by the readers: two rows of one file that describe the same player are an error.
// `sameIdIsError`: two rows with the same federation id are an error (else a warning, for a
// format whose own program accepts them, as OpenGotha does).
void rejectRepeatedRows(ImportParse& parse, bool byNameToo, bool sameIdIsError = true);
// "中国", "China", "cn" -> "CN"; "" when not recognised. The United Kingdom is stored as "UK", as
// the EGD, OpenGotha and the federations' lists write it, so one country never has two codes; "GB"
// is accepted as an alias.
QString countryCode(const QString& text);

} // namespace tengen::formats
