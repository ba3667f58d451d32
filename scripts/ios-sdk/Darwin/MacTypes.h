/* Stand-in for the iOS SDK's usr/include/MacTypes.h: only the names that collide with SceneModel's
   public geometry types, plus one name Swift keeps visible (OSStatus), with the SDK's shapes. */
#ifndef KBPOLICY_STANDIN_MACTYPES_H
#define KBPOLICY_STANDIN_MACTYPES_H

typedef long Size;
typedef int OSStatus;

struct Point {
  short v;
  short h;
};
typedef struct Point Point;

struct Rect {
  short top;
  short left;
  short bottom;
  short right;
};
typedef struct Rect Rect;

#endif
