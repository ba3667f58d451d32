// foundation/nsrange (iOS 2.0): `typedef struct _NSRange { NSUInteger location; NSUInteger
// length; } NSRange;`. Swift imports NSUInteger as Int; `long` gives the same here.
typedef struct _NSRange {
  long location;
  long length;
} NSRange;
