import {parseCapacity} from '@site/src/lib/chat/controller';

describe('capacity answers', () => {
  test('capacity answers must carry a boolean hasCapacity', () => {
    expect(parseCapacity({hasCapacity: true})).toEqual({hasCapacity: true});
    expect(parseCapacity({hasCapacity: false, queue: 3})).toEqual({hasCapacity: false});
    expect(parseCapacity({hasCapacity: 'true'})).toBeNull();
    expect(parseCapacity({})).toBeNull();
    expect(parseCapacity([true])).toBeNull();
    expect(parseCapacity(null)).toBeNull();
    expect(parseCapacity(true)).toBeNull();
  });
});
