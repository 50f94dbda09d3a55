// A header the offloaded source of depfile.cpp includes.
#pragma once
#define WEIGHT 0.5f
