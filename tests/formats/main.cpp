// The formats tests read and write files through Qt (codecs, XML) and import into a tournament
// file (Qt SQL plugins): a QCoreApplication, no display.
#include <QCoreApplication>
#include <gtest/gtest.h>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
