#pragma once
// Where the hall's table pages will be reached, for the QR codes the documents print (result
// sheets, pairing lists with join codes) and the Clocks tab's default address.
#include <QString>

namespace tengen {

// The address the hall will most likely be reached at before it was ever switched on: this
// machine's first network address that is up and not loopback (IPv4), or TENGEN_HALL_ADDRESS
// when set ("none", or anything that is not an address: no address); "" when there is none.
// The Clocks tab starts the hall there by default, so the QR codes on sheets printed before it
// match.
QString expectedHallAddress();
// "http://ADDRESS:8090/" at expectedHallAddress(); "" when there is none.
QString expectedHallUrl();
// The hall's address the documents print: the one it was last switched on at (kept in the
// file), else expectedHallUrl().
QString hallUrlForDocuments(const QString& stored);

} // namespace tengen
