// The matcher on a real OpenGotha pair-score matrix (../shared/formats/matching).
#include "pairing/matching.h"

#include <QFile>
#include <cstring>
#include <gtest/gtest.h>

using namespace tengen::pairing;

// OpenGotha's own pair scores for a 300-player round 4 (shared/formats/matching), whose optimum
// is documented there.
TEST(Matching, RealOpenGothaMatrixGivesTheDocumentedOptimumDenseAndSparse) {
    QFile f(QStringLiteral(TENGEN_SHARED_DIR "/formats/matching/cost300.bin"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << "../shared/formats/matching/cost300.bin";
    const QByteArray bytes = f.readAll();
    std::int64_t n = 0;
    std::memcpy(&n, bytes.constData(), 8);
    ASSERT_EQ(bytes.size(), 8 + n * n * 8);
    const auto* w = reinterpret_cast<const std::int64_t*>(bytes.constData() + 8);
    auto weight = [&](int u, int v) { return w[u * n + v]; };
    EXPECT_EQ(denseMaxWeightPerfectMatching(static_cast<int>(n), weight).total, 75016299007509411);
    EXPECT_EQ(sparseMaxWeightPerfectMatching(static_cast<int>(n), {}, weight).total,
              75016299007509411);
}

